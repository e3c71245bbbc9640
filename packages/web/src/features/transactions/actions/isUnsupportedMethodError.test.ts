import { BaseError, MethodNotFoundRpcError, UnsupportedProviderMethodError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUnsupportedMethodError } from './isUnsupportedMethodError'

describe('isUnsupportedMethodError', () => {
  it('recognises a wallet without the method, however viem wrapped it', () => {
    expect(isUnsupportedMethodError({ code: 4200, message: 'unsupported' })).toBe(true)
    expect(isUnsupportedMethodError(new UnsupportedProviderMethodError(new Error('x')))).toBe(true)
    expect(
      isUnsupportedMethodError(new BaseError('wrapped', { cause: new MethodNotFoundRpcError(new Error('x')) })),
    ).toBe(true)
  })

  it('does not take a refusal by the user for a missing method', () => {
    expect(isUnsupportedMethodError(new UserRejectedRequestError(new Error('no')))).toBe(false)
    expect(isUnsupportedMethodError(new Error('something else'))).toBe(false)
  })
})
