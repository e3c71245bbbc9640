import { safeL2Abi } from '@strongroom/protocol'
import {
  BaseError,
  CallExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseAbi,
  RawContractError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { describeSafeRevert } from './describeSafeRevert'
import { revertReasonOf } from './revertReasonOf'

const errorAbi = parseAbi(['error Error(string)'])

describe('revertReasonOf and describeSafeRevert', () => {
  it('reads a decoded revert (simulateContract) and puts Safe’s codes into words', () => {
    const data = encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: ['GS026'] })
    const error = new BaseError('simulation failed', {
      cause: new ContractFunctionRevertedError({ abi: safeL2Abi, data, functionName: 'execTransaction' }),
    })
    expect(revertReasonOf(error)).toBe('GS026')
    expect(describeSafeRevert('GS026')).toBe('a signature is not by an owner, or the signatures are out of order')
  })

  it('decodes the raw data of a plain call and quotes another contract’s reason', () => {
    const data = encodeErrorResult({
      abi: errorAbi,
      errorName: 'Error',
      args: ['ERC20: transfer amount exceeds balance'],
    })
    const error = new CallExecutionError(new RawContractError({ data }), { account: undefined, to: undefined })
    expect(revertReasonOf(error)).toBe('ERC20: transfer amount exceeds balance')
    expect(describeSafeRevert(revertReasonOf(error))).toBe('the contract said “ERC20: transfer amount exceeds balance”')
  })

  it('is undefined for anything but a revert, and says so for a revert without a reason', () => {
    expect(revertReasonOf(new Error('fetch failed'))).toBeUndefined()
    expect(revertReasonOf(new BaseError('node down'))).toBeUndefined()
    expect(describeSafeRevert('')).toBe('the contract gave no reason')
    expect(describeSafeRevert('\u0000\u0001')).toBe('the contract gave no reason')
  })
})
