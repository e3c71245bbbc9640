import { ContractFunctionExecutionError, ContractFunctionRevertedError, HttpRequestError, TimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isRpcUnavailable } from './isRpcUnavailable'

const url = 'http://127.0.0.1:9'

describe('isRpcUnavailable', () => {
  it('is true for an unreachable or slow node, also as the cause of a contract call', () => {
    expect(isRpcUnavailable(new HttpRequestError({ url }))).toBe(true)
    expect(isRpcUnavailable(new TimeoutError({ body: {}, url }))).toBe(true)
    const call = new ContractFunctionExecutionError(new HttpRequestError({ url }), { abi: [], functionName: 'name' })
    expect(isRpcUnavailable(call)).toBe(true)
  })

  it('is false for an answer the node gave (a revert) and for errors that are not viem’s', () => {
    const reverted = new ContractFunctionRevertedError({ abi: [], functionName: 'name' })
    expect(isRpcUnavailable(new ContractFunctionExecutionError(reverted, { abi: [], functionName: 'name' }))).toBe(
      false,
    )
    expect(isRpcUnavailable(new Error('fetch failed'))).toBe(false)
    expect(isRpcUnavailable(undefined)).toBe(false)
  })
})
