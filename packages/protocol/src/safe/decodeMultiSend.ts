import { decodeFunctionData, getAddress, type Hex, hexToBigInt, isHex, size, slice, toFunctionSelector } from 'viem'
import { InvalidInputError } from '../errors'
import { multiSendAbi } from './abis/multiSendAbi'
import type { MultiSendTx } from './encodeMultiSend'

const MULTI_SEND_SELECTOR = toFunctionSelector('multiSend(bytes)')
// uint8 operation + address to + uint256 value + uint256 dataLength
const HEADER = 1 + 20 + 32 + 32

/**
 * Decodes a MultiSend batch from either full `multiSend(bytes)` calldata or the packed transactions bytes alone. The
 * two cannot be confused: packed bytes start with an operation byte (0x00 or 0x01), calldata with 0x8d80ff0a.
 * @throws {InvalidInputError} for non-hex input, calldata that does not ABI-decode, an operation other than 0/1, or a
 * call whose header or data runs past the end.
 */
export function decodeMultiSend(data: Hex): MultiSendTx[] {
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new InvalidInputError('MultiSend data must be 0x-prefixed hex with whole bytes.', { details: { data } })
  const hex = data.toLowerCase() as Hex
  const packed = size(hex) >= 4 && slice(hex, 0, 4) === MULTI_SEND_SELECTOR ? unwrapCalldata(hex) : hex
  const total = size(packed)
  const txs: MultiSendTx[] = []
  for (let position = 0; position < total; ) {
    const index = txs.length
    if (position + HEADER > total)
      throw new InvalidInputError(
        `MultiSend call ${index} at byte ${position} is truncated: its ${HEADER}-byte header needs ${position + HEADER} bytes, data has ${total}.`,
        { details: { index, position, totalLength: total } },
      )
    const operation = Number.parseInt(packed.slice(2 + position * 2, 4 + position * 2), 16)
    if (operation !== 0 && operation !== 1)
      throw new InvalidInputError(`MultiSend call ${index} has operation ${operation}; only 0 and 1 exist.`, {
        details: { index, position, operation },
      })
    const to = getAddress(slice(packed, position + 1, position + 21))
    const value = hexToBigInt(slice(packed, position + 21, position + 53))
    const length = hexToBigInt(slice(packed, position + 53, position + HEADER))
    const dataStart = position + HEADER
    if (BigInt(dataStart) + length > BigInt(total))
      throw new InvalidInputError(
        `MultiSend call ${index} claims ${length} data bytes at byte ${dataStart}, beyond the ${total}-byte batch.`,
        { details: { index, position, length, totalLength: total } },
      )
    const end = dataStart + Number(length)
    txs.push({ operation, to, value, data: length === 0n ? '0x' : slice(packed, dataStart, end) })
    position = end
  }
  return txs
}

function unwrapCalldata(data: Hex): Hex {
  try {
    const { args } = decodeFunctionData({ abi: multiSendAbi, data })
    return args[0]
  } catch (cause) {
    throw new InvalidInputError('multiSend(bytes) calldata does not ABI-decode.', { cause, details: { data } })
  }
}
