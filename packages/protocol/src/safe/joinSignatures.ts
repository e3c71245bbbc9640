import {
  type Address,
  concat,
  concatHex,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  pad,
  size,
} from 'viem'
import { InvalidInputError, InvalidSignatureError } from '../errors'
import { adjustSignatureV } from './adjustSignatureV'
import { compareAddresses } from './compareAddresses'
import type { SignatureKind } from './SignatureKind'
import { splitSignatures } from './splitSignatures'

/**
 * One owner's confirmation to combine.
 * - `EOA` / `ETH_SIGN`: `data` is the wallet's 65-byte signature; v ∈ {0, 1} and (for eth_sign) 27/28 are adjusted.
 * - `APPROVED_HASH`: `data` is `0x` (or an existing v = 1 entry for the same signer).
 * - `CONTRACT_SIGNATURE`: `data` is what the owner contract's `isValidSignature` expects (may be `0x`).
 * - no `kind`: `data` is one already-encoded Safe entry (as `recoverSafeSignatures` returns), the kind read from its v.
 */
export type SignatureInput = { signer: Address; data: Hex; kind?: SignatureKind }

type Entry = { signer: Address; staticPart: Hex } | { signer: Address; contractData: Hex }

const ENTRY = 65

/**
 * Builds the `signatures` argument of `execTransaction`: entries sorted by signer address ascending (numerically, as
 * `checkNSignatures` demands), then the dynamic parts of contract signatures, each entry's offset being
 * n·65 + the dynamic bytes already appended. The signer of an ECDSA entry is taken on trust; check it with
 * `recoverSafeSignatures` first.
 * @throws {InvalidInputError} for an invalid signer address.
 * @throws {InvalidSignatureError} for malformed data, a v that fits no kind, an entry whose embedded owner is not the
 * signer, or two entries for the same signer.
 */
export function joinSignatures(list: readonly SignatureInput[]): Hex {
  const entries = list.map(toEntry).sort((a, b) => compareAddresses(a.signer, b.signer))
  for (let i = 1; i < entries.length; i++) {
    const signer = entries[i]!.signer
    if (isAddressEqual(entries[i - 1]!.signer, signer))
      throw new InvalidSignatureError(`Two signatures for the same signer ${signer}.`, { details: { signer } })
  }
  const statics: Hex[] = []
  const dynamics: Hex[] = []
  let dynamicLength = 0
  for (const entry of entries) {
    if ('staticPart' in entry) {
      statics.push(entry.staticPart)
      continue
    }
    const offset = entries.length * ENTRY + dynamicLength
    statics.push(encodeStaticPart(entry.signer, BigInt(offset), 0))
    const dynamic = concat([numberToHex(size(entry.contractData), { size: 32 }), entry.contractData])
    dynamics.push(dynamic)
    dynamicLength += size(dynamic)
  }
  // concatHex, not concat: concat([]) yields a Uint8Array
  return concatHex([...statics, ...dynamics]).toLowerCase() as Hex
}

function toEntry({ signer, data, kind }: SignatureInput, index: number): Entry {
  if (!isAddress(signer))
    throw new InvalidInputError(`Signature ${index} has an invalid signer address.`, { details: { index, signer } })
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new InvalidSignatureError(`Signature data for ${signer} must be 0x-prefixed hex with whole bytes.`, {
      details: { index, signer, data },
    })
  switch (kind) {
    case 'EOA':
    case 'ETH_SIGN':
      return { signer, staticPart: adjustSignatureV({ signature: data, kind }) }
    case 'APPROVED_HASH':
      if (data !== '0x') expectSingleEntry({ signer, data, index, kind })
      return { signer, staticPart: encodeStaticPart(signer, 0n, 1) }
    case 'CONTRACT_SIGNATURE':
      return { signer, contractData: data }
    case undefined:
      return entryFromEncoded({ signer, data, index })
  }
}

function entryFromEncoded({ signer, data, index }: { signer: Address; data: Hex; index: number }): Entry {
  const v = size(data) === ENTRY ? Number.parseInt(data.slice(130), 16) : undefined
  if (v === 0 || (v === 1 && !isAddressEqual(`0x${data.slice(26, 66)}`, signer)))
    throw new InvalidSignatureError(
      `Signature for ${signer} has v = ${v}: pass kind 'EOA' or 'ETH_SIGN' to adjust a wallet's v.`,
      { details: { index, signer, v } },
    )
  const entry = expectSingleEntry({ signer, data, index })
  if (entry.kind === 'CONTRACT_SIGNATURE') return { signer, contractData: entry.dynamicPart ?? '0x' }
  if (entry.kind === 'APPROVED_HASH') return { signer, staticPart: encodeStaticPart(signer, 0n, 1) }
  return { signer, staticPart: entry.staticPart }
}

function expectSingleEntry({
  signer,
  data,
  index,
  kind,
}: {
  signer: Address
  data: Hex
  index: number
  kind?: SignatureKind
}) {
  const parsed = splitSignatures(data)
  const entry = parsed[0]
  if (parsed.length !== 1 || !entry)
    throw new InvalidSignatureError(`Signature data for ${signer} holds ${parsed.length} entries instead of one.`, {
      details: { index, signer, entries: parsed.length },
    })
  if (kind !== undefined && entry.kind !== kind)
    throw new InvalidSignatureError(`Signature data for ${signer} is a ${entry.kind} entry, not ${kind}.`, {
      details: { index, signer, kind, actual: entry.kind },
    })
  if (entry.claimedSigner !== undefined && !isAddressEqual(entry.claimedSigner, signer))
    throw new InvalidSignatureError(`Signature data names ${entry.claimedSigner}, not the signer ${signer}.`, {
      details: { index, signer, claimedSigner: entry.claimedSigner },
    })
  return entry
}

function encodeStaticPart(signer: Address, s: bigint, v: 0 | 1): Hex {
  return concat([pad(getAddress(signer)), numberToHex(s, { size: 32 }), numberToHex(v, { size: 1 })])
}
