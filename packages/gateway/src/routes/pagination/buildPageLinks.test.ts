import { describe, expect, it } from 'vitest'
import { buildPageLinks } from './buildPageLinks'

const url = new URL('https://gw.example/v1/chains/1/safes/0xS/transactions/history?timezone_offset=3600000&cursor=x')

describe('buildPageLinks', () => {
  it('points next at the following window and keeps every other query parameter', () => {
    expect(buildPageLinks(url, { limit: 20, offset: 0 }, 45)).toEqual({
      next: 'https://gw.example/v1/chains/1/safes/0xS/transactions/history?timezone_offset=3600000&cursor=limit%3D20%26offset%3D20',
      previous: null,
    })
  })

  it('has no next on the last page and a previous clamped at 0', () => {
    expect(buildPageLinks(url, { limit: 20, offset: 30 }, 45)).toEqual({
      next: null,
      previous:
        'https://gw.example/v1/chains/1/safes/0xS/transactions/history?timezone_offset=3600000&cursor=limit%3D20%26offset%3D10',
    })
    expect(buildPageLinks(url, { limit: 20, offset: 40 }, 45).previous).toBe(
      'https://gw.example/v1/chains/1/safes/0xS/transactions/history?timezone_offset=3600000&cursor=limit%3D20%26offset%3D20',
    )
  })

  it('has no next when the page ends exactly at the last item', () => {
    expect(buildPageLinks(url, { limit: 20, offset: 20 }, 40).next).toBeNull()
  })
})
