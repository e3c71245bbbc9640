import { describe, expect, it } from 'vitest'
import { authVerifyRequestSchema, MAX_SIGN_IN_SIGNATURE_BYTES } from './authVerifyRequestSchema'

describe('authVerifyRequestSchema', () => {
  it('accepts a message and a hex signature', () => {
    expect(authVerifyRequestSchema.parse({ message: 'm', signature: '0xAbCd' })).toEqual({
      message: 'm',
      signature: '0xAbCd',
    })
  })

  it.each([
    [{ message: '', signature: '0x00' }, 'must not be empty'],
    [{ message: 'm', signature: '0x0' }, 'must be 0x-prefixed hex with whole bytes'],
    [{ message: 'm', signature: 'abcd' }, 'must be 0x-prefixed hex with whole bytes'],
    [{ message: 'm', signature: `0x${'00'.repeat(MAX_SIGN_IN_SIGNATURE_BYTES + 1)}` }, 'must be at most 16384 bytes'],
  ])('refuses %j', (body, message) => {
    const result = authVerifyRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })
})
