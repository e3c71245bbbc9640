import { type DataDecoded, decodeMultiSend, type InternalTransaction } from '@strongroom/protocol'
import { type AbiFunction, type Address, decodeFunctionData, type Hex, size, toFunctionSelector } from 'viem'
import { formatAbiType, formatAbiValue } from './formatAbiValue'
import type { NamedAbi } from './knownAbis'

/** Why calldata could not be decoded. */
export type DecodeFailure = 'TOO_SHORT' | 'UNKNOWN_SELECTOR' | 'MALFORMED'

export type DecodeResult =
  | { ok: true; dataDecoded: DataDecoded }
  | { ok: false; reason: DecodeFailure; selector: Hex | null }

/** Tells which token standard a contract follows, so `transferFrom`/`approve` (same selector in ERC20 and ERC721) get
 * the right parameter names. */
export type TokenTypeLookup = (address: Address) => 'ERC20' | 'ERC721' | 'UNKNOWN' | undefined

export type DecodeOptions = { to?: Address | null; tokenTypeOf?: TokenTypeLookup }

/** Decodes calldata against a fixed set of ABIs. */
export type CallDataDecoder = { decode(data: Hex, options?: DecodeOptions): DecodeResult }

type Candidate = { item: AbiFunction; tokenType: NamedAbi['tokenType'] }

/** MultiSend batches may nest (a batch calling MultiSend again); stop unpacking past this depth. */
const MAX_MULTISEND_DEPTH = 3

function buildSelectorIndex(abis: readonly NamedAbi[]): Map<Hex, Candidate[]> {
  const index = new Map<Hex, Candidate[]>()
  for (const { abi, tokenType } of abis) {
    for (const item of abi) {
      if (item.type !== 'function') continue
      const selector = toFunctionSelector(item)
      const candidates = index.get(selector) ?? []
      candidates.push({ item, tokenType })
      index.set(selector, candidates)
    }
  }
  return index
}

/**
 * A decoder over `abis` (first match wins, in the given order; for a token contract the ABI of its standard is tried
 * first). `multiSend` batches are unpacked into `valueDecoded`, each inner call decoded in turn.
 */
export function createCallDataDecoder(abis: readonly NamedAbi[]): CallDataDecoder {
  const index = buildSelectorIndex(abis)

  function decodeAt(data: Hex, options: DecodeOptions, depth: number): DecodeResult {
    if (size(data) < 4) return { ok: false, reason: 'TOO_SHORT', selector: null }
    const hex = data.toLowerCase() as Hex
    const selector = hex.slice(0, 10) as Hex
    const candidates = index.get(selector)
    if (!candidates) return { ok: false, reason: 'UNKNOWN_SELECTOR', selector }
    const tokenType = options.to ? options.tokenTypeOf?.(options.to) : undefined
    const ordered = tokenType
      ? [...candidates].sort((a, b) => Number(b.tokenType === tokenType) - Number(a.tokenType === tokenType))
      : candidates
    for (const { item } of ordered) {
      let args: readonly unknown[]
      try {
        args = decodeFunctionData({ abi: [item], data: hex }).args ?? []
      } catch {
        continue
      }
      return { ok: true, dataDecoded: toDataDecoded(item, args, options, depth) }
    }
    return { ok: false, reason: 'MALFORMED', selector }
  }

  function toDataDecoded(item: AbiFunction, args: readonly unknown[], options: DecodeOptions, depth: number) {
    const isMultiSend = item.name === 'multiSend' && item.inputs.length === 1 && item.inputs[0]?.type === 'bytes'
    return {
      method: item.name,
      parameters: item.inputs.map((input, position) => {
        const parameter = {
          name: input.name ?? '',
          type: formatAbiType(input),
          value: formatAbiValue(input, args[position]),
        }
        if (!isMultiSend) return parameter
        return { ...parameter, valueDecoded: unpackMultiSend(args[position] as Hex, options, depth) }
      }),
    }
  }

  function unpackMultiSend(transactions: Hex, options: DecodeOptions, depth: number): InternalTransaction[] | null {
    let calls: ReturnType<typeof decodeMultiSend>
    try {
      calls = decodeMultiSend(transactions)
    } catch {
      return null
    }
    return calls.map((call) => {
      const hasData = call.data !== '0x'
      const inner =
        hasData && depth < MAX_MULTISEND_DEPTH ? decodeAt(call.data, { ...options, to: call.to }, depth + 1) : null
      return {
        operation: call.operation as 0 | 1,
        to: call.to,
        value: call.value.toString(),
        data: hasData ? call.data.toLowerCase() : null,
        dataDecoded: inner?.ok ? inner.dataDecoded : null,
      }
    })
  }

  return { decode: (data, options = {}) => decodeAt(data, options, 0) }
}
