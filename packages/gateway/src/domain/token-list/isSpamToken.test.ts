import { describe, expect, it } from 'vitest'
import { isSpamToken } from './isSpamToken'

const token = { name: 'Demo Dai', symbol: 'dDAI', decimals: 18, totalSupply: 10n ** 24n }

describe('isSpamToken', () => {
  it('keeps ordinary tokens and tokens with broken metadata', () => {
    expect(isSpamToken(token)).toBe(false)
    expect(isSpamToken({ name: null, symbol: null, decimals: null, totalSupply: null })).toBe(false)
    expect(isSpamToken({ name: 'Uniswap', symbol: 'UNI', decimals: 18 })).toBe(false)
    expect(isSpamToken({ name: 'Concert ticket', symbol: 'TIX', decimals: 0, totalSupply: 5000n })).toBe(false)
  })

  it('flags URLs and domains in the name or symbol', () => {
    expect(isSpamToken({ ...token, name: 'Get yours at https://x.example' })).toBe(true)
    expect(isSpamToken({ ...token, symbol: 'www.free-eth' })).toBe(true)
    expect(isSpamToken({ ...token, symbol: 'usdt-drop.xyz' })).toBe(true)
    expect(isSpamToken({ ...token, name: 'tronAddress.org' })).toBe(true)
  })

  it('flags lure words and dollar amounts', () => {
    for (const name of ['Claim your tokens', 'REWARD pool', 'Visit to unlock', 'Airdrop', '$ 5000 USDC gift'])
      expect(isSpamToken({ ...token, name })).toBe(true)
  })

  it('flags zero-decimal tokens with a huge supply only', () => {
    expect(isSpamToken({ name: 'Points', symbol: 'PTS', decimals: 0, totalSupply: 10n ** 12n })).toBe(true)
    expect(isSpamToken({ name: 'Points', symbol: 'PTS', decimals: 0, totalSupply: 10n ** 12n - 1n })).toBe(false)
    expect(isSpamToken({ name: 'Points', symbol: 'PTS', decimals: 0, totalSupply: null })).toBe(false)
  })
})
