import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeRevertData } from './decodeRevertData'

const abi = parseAbi(['error InsufficientBalance(address account, uint256 balance, uint256 needed)'])

describe('decodeRevertData', () => {
  it('reads Error(string), a panic and a custom error the ABI names', () => {
    const reason = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['too late'] })
    expect(decodeRevertData(reason)).toBe('too late')
    const panic = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] })
    expect(decodeRevertData(panic)).toBe('panic 17')
    const custom = encodeErrorResult({
      abi,
      errorName: 'InsufficientBalance',
      args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n, 2n],
    })
    expect(decodeRevertData(custom, abi)).toBe('InsufficientBalance')
  })

  it('gives nothing for no data and for a custom error it does not know', () => {
    expect(decodeRevertData('0x')).toBe('')
    const custom = encodeErrorResult({
      abi,
      errorName: 'InsufficientBalance',
      args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n, 2n],
    })
    expect(decodeRevertData(custom)).toBe('')
  })
})
