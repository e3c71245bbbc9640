import { describe, expect, it } from 'vitest'
import { MAX_PROPOSAL_NONCE, nonceValueSchema } from './nonceValueSchema'

describe('nonceValueSchema', () => {
  it('accepts nonces up to 2^53 - 2, as strings or safe JSON numbers', () => {
    for (const nonce of ['0', '42', MAX_PROPOSAL_NONCE.toString(), 7, Number(MAX_PROPOSAL_NONCE)])
      expect(nonceValueSchema.safeParse(nonce).success).toBe(true)
  })

  it('refuses nonces a JSON number cannot hold with their successor', () => {
    for (const nonce of [`${2n ** 53n - 1n}`, `${2n ** 53n + 1n}`, `${2n ** 64n}`, `${2n ** 256n - 1n}`, 2 ** 53 - 1]) {
      const result = nonceValueSchema.safeParse(nonce)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/must not exceed 9007199254740990/)
    }
  })

  it('refuses what is no unsigned integer', () => {
    for (const nonce of ['-1', '1e3', '0x10', '', 1.5, -1, Number.NaN, null])
      expect(nonceValueSchema.safeParse(nonce).success).toBe(false)
  })
})
