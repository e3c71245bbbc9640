import { describe, expect, it } from 'vitest'
import { cursorQuerySchema } from './cursorQuerySchema'

describe('cursorQuerySchema', () => {
  it('reads the page, falling back to the first one for an unreadable cursor', () => {
    expect(cursorQuerySchema.parse('limit=5&offset=15')).toEqual({ limit: 5, offset: 15 })
    expect(cursorQuerySchema.parse(undefined)).toEqual({ limit: 20, offset: 0 })
    expect(cursorQuerySchema.parse(`offset=${Number.MAX_SAFE_INTEGER}`)).toEqual({
      limit: 20,
      offset: Number.MAX_SAFE_INTEGER,
    })
  })

  it('refuses an offset beyond the safe-integer range', () => {
    for (const offset of ['1e21', '100000000000000000000', '9223372036854775808', '9007199254740992']) {
      const result = cursorQuerySchema.safeParse(`limit=20&offset=${offset}`)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'offset must not exceed 9007199254740991 (2^53 - 1)',
      ])
    }
  })
})
