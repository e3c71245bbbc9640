import { UnknownRpcError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError } from './describeError'

describe('describeError', () => {
  it("shows the provider's own sentence that viem wraps", () => {
    expect(describeError(new UnknownRpcError(new Error('"eth_getProof" not implemented')))).toBe(
      '"eth_getProof" not implemented',
    )
  })

  it('adds the code of a permissions error', () => {
    const error = Object.assign(new Error('Permissions rejected'), { code: 4001 })
    expect(describeError(error)).toBe('Permissions rejected (code 4001)')
    expect(describeError(new Error('No transactions were passed'))).toBe('No transactions were passed')
    expect(describeError('plain')).toBe('plain')
  })
})
