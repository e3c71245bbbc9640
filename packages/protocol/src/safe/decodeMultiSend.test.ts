import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, type Hex, maxUint256, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { thrownBy } from '../testing/thrownBy'
import { multiSendAbi } from './abis/multiSendAbi'
import { decodeMultiSend } from './decodeMultiSend'
import { encodeMultiSend, type MultiSendTx } from './encodeMultiSend'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const batch: MultiSendTx[] = [
  { operation: 0, to: bob, value: 10n ** 18n, data: '0x' },
  {
    operation: 0,
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] }),
  },
  { operation: 1, to: bob, value: maxUint256, data: '0x01' },
]
const packedOf = (calldata: Hex) => decodeFunctionData({ abi: multiSendAbi, data: calldata }).args[0]
const word = (n: number | bigint) => numberToHex(n, { size: 32 }).slice(2)

const failure = (data: string) => thrownBy(() => decodeMultiSend(data as Hex), InvalidInputError)

describe('decodeMultiSend', () => {
  it('round-trips encodeMultiSend from calldata and from the packed bytes', () => {
    const calldata = encodeMultiSend(batch)
    expect(decodeMultiSend(calldata)).toEqual(batch)
    expect(decodeMultiSend(packedOf(calldata))).toEqual(batch)
    expect(decodeMultiSend(calldata.toUpperCase().replace('0X', '0x') as Hex)).toEqual(batch)
  })

  it('round-trips random batches', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    const randomBytes = (length: number) =>
      `0x${Array.from({ length }, () => (next() % 256).toString(16).padStart(2, '0')).join('')}` as Hex
    for (let round = 0; round < 20; round++) {
      const txs: MultiSendTx[] = Array.from({ length: next() % 5 }, () => ({
        operation: (next() % 2) as 0 | 1,
        to: getAddress(randomBytes(20)),
        value: BigInt(next()) ** 3n,
        data: randomBytes(next() % 70),
      }))
      expect(decodeMultiSend(encodeMultiSend(txs))).toEqual(txs)
    }
  })

  it('decodes an empty batch to no calls', () => {
    expect(decodeMultiSend('0x')).toEqual([])
    expect(decodeMultiSend(encodeMultiSend([]))).toEqual([])
  })

  it('rejects a truncated header, naming the call and position', () => {
    const packed = packedOf(encodeMultiSend(batch.slice(0, 1)))
    const error = failure(`${packed}00${bob.slice(2)}`)
    expect(error.message).toBe(
      'MultiSend call 1 at byte 85 is truncated: its 85-byte header needs 170 bytes, data has 106.',
    )
    expect(error.details).toEqual({ index: 1, position: 85, totalLength: 106 })
  })

  it('rejects data running past the end', () => {
    expect(failure(`0x00${bob.slice(2)}${word(0)}${word(3)}aabb`).message).toBe(
      'MultiSend call 0 claims 3 data bytes at byte 85, beyond the 87-byte batch.',
    )
    expect(failure(`0x00${bob.slice(2)}${word(0)}${word(2n ** 255n)}`).details.length).toBe(2n ** 255n)
  })

  it('rejects unknown operations', () => {
    expect(failure(`0x02${bob.slice(2)}${word(0)}${word(0)}`).message).toBe(
      'MultiSend call 0 has operation 2; only 0 and 1 exist.',
    )
  })

  it('rejects non-hex input and calldata that does not decode', () => {
    expect(failure('0x0').message).toBe('MultiSend data must be 0x-prefixed hex with whole bytes.')
    expect(failure('0x8d80ff0a1234').message).toBe('multiSend(bytes) calldata does not ABI-decode.')
  })
})
