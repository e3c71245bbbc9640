import { describe, expect, it } from 'vitest'
import { assessNewNonce } from './assessNewNonce'

const safe = { current: 4n, recommended: 6n, queued: [4n, 5n] }

describe('assessNewNonce', () => {
  it('takes the recommended nonce without a word', () => {
    expect(assessNewNonce('6', safe)).toEqual({ nonce: 6n, level: 'ok' })
    expect(assessNewNonce(' 6 ', safe)).toEqual({ nonce: 6n, level: 'ok' })
  })

  it('refuses what is not a whole number, and a used nonce', () => {
    for (const text of ['', 'abc', '-1', '1.5', '0x5'])
      expect(assessNewNonce(text, safe)).toEqual({
        level: 'invalid',
        message: 'Enter the nonce as a whole number, such as 0 or 12.',
      })
    expect(assessNewNonce('3', safe)).toEqual({
      level: 'invalid',
      message: 'Nonce 3 is already used: the Safe has executed up to #3. Choose #4 or later.',
    })
    expect(assessNewNonce(String(2n ** 64n), safe).level).toBe('invalid')
  })

  it('calls a queued nonce a replacement', () => {
    const result = assessNewNonce('5', safe)
    expect(result).toMatchObject({ nonce: 5n, level: 'warning', kind: 'replace' })
    expect('message' in result && result.message).toContain('this one replaces it')
  })

  it('warns of a gap when it skips ahead, naming the nonces missing', () => {
    expect(assessNewNonce('7', safe)).toMatchObject({
      level: 'warning',
      kind: 'skip',
      message: 'Nonce 7 skips #6: this transaction cannot be executed until a transaction with nonce 6 is.',
    })
    expect(assessNewNonce('9', safe)).toMatchObject({
      kind: 'skip',
      message: 'Nonce 9 skips #6 to #8: this transaction cannot be executed until transactions with those nonces are.',
    })
  })
})
