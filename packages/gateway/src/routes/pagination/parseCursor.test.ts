import { describe, expect, it } from 'vitest'
import { parseCursor } from './parseCursor'

describe('parseCursor', () => {
  it('reads limit and offset from the nested query string', () => {
    expect(parseCursor('limit=5&offset=15')).toEqual({ limit: 5, offset: 15 })
  })

  it('falls back to limit 20 / offset 0 for anything it cannot read, as CGW does', () => {
    expect(parseCursor(undefined)).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('garbage')).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('limit=abc&offset=-3')).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('limit=0&offset=1.5')).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('offset=40')).toEqual({ limit: 20, offset: 40 })
  })

  it('returns integer offsets as read, however large, for the caller to refuse', () => {
    expect(parseCursor('offset=1e21')).toEqual({ limit: 20, offset: 1e21 })
    expect(parseCursor('offset=9223372036854775808')).toEqual({ limit: 20, offset: 2 ** 63 })
  })

  it('caps the page size', () => {
    expect(parseCursor('limit=100000')).toEqual({ limit: 200, offset: 0 })
  })
})
