import { decodeFunctionData, encodeFunctionData, erc20Abi, maxUint256, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { multiSendAbi } from './abis/multiSendAbi'
import { encodeMultiSend, type MultiSendTx } from './encodeMultiSend'

const token = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('encodeMultiSend', () => {
  it('packs each call as op ‖ to ‖ value ‖ length ‖ data inside multiSend(bytes)', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })
    const calldata = encodeMultiSend([
      { operation: 0, to: bob, value: 10n, data: '0x' },
      { operation: 1, to: token, value: 0n, data: transfer },
    ])
    expect(calldata.slice(0, 10)).toBe('0x8d80ff0a')
    const { args } = decodeFunctionData({ abi: multiSendAbi, data: calldata })
    const expected =
      `0x00${bob.slice(2)}${numberToHex(10n, { size: 32 }).slice(2)}${numberToHex(0, { size: 32 }).slice(2)}` +
      `01${token.slice(2)}${numberToHex(0, { size: 32 }).slice(2)}${numberToHex(68, { size: 32 }).slice(2)}${transfer.slice(2)}`
    expect(args[0]).toBe(expected.toLowerCase())
  })

  it('encodes an empty batch as multiSend(0x)', () => {
    const { args } = decodeFunctionData({ abi: multiSendAbi, data: encodeMultiSend([]) })
    expect(args[0]).toBe('0x')
  })

  it('names the first invalid call and field', () => {
    const ok: MultiSendTx = { operation: 0, to: bob, value: 0n, data: '0x' }
    expect(() => encodeMultiSend([ok, { ...ok, operation: 2 as 0 }])).toThrow(
      'MultiSend call 1: operation must be 0 (CALL) or 1 (DELEGATECALL).',
    )
    expect(() => encodeMultiSend([{ ...ok, to: '0xabc' }])).toThrow('MultiSend call 0: to is not a valid address.')
    expect(() => encodeMultiSend([{ ...ok, value: maxUint256 + 1n }])).toThrow(InvalidInputError)
    expect(() => encodeMultiSend([{ ...ok, data: '0x1' }])).toThrow(
      'MultiSend call 0: data must be 0x-prefixed hex with whole bytes.',
    )
  })
})
