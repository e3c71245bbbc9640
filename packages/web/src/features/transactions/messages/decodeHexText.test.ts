import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeHexText } from './decodeHexText'

describe('decodeHexText', () => {
  it('reads hex-encoded UTF-8 text, as viem sends personal_sign messages', () => {
    expect(decodeHexText(stringToHex('Hello from the Strongroom sample app'))).toBe(
      'Hello from the Strongroom sample app',
    )
    expect(decodeHexText(stringToHex('Zürich ✓\nline two'))).toBe('Zürich ✓\nline two')
    // 32 characters of text are 32 bytes, shaped like a hash.
    expect(decodeHexText(stringToHex('Sign in to example.org, nonce 42'))).toBe('Sign in to example.org, nonce 42')
  })

  it('leaves alone what is not readable text', () => {
    for (const message of [
      'Hello',
      '0x',
      '0x4',
      '0xzz',
      `0x${'ab'.repeat(32)}`, // a hash: invalid UTF-8
      '0x00616263', // a NUL byte
      stringToHex('abc\u202edcba'), // a right-to-left override
      stringToHex('   '),
      '0xc328', // invalid UTF-8 sequence
    ])
      expect(decodeHexText(message)).toBeUndefined()
  })
})
