import { describe, expect, it } from 'vitest'
import { parseSignInOrigin } from './parseSignInOrigin'

describe('parseSignInOrigin', () => {
  it('normalises case, a trailing slash and default ports', () => {
    expect(parseSignInOrigin('https://Wallet.Example.org/')).toBe('https://wallet.example.org')
    expect(parseSignInOrigin('https://wallet.example.org:443')).toBe('https://wallet.example.org')
    expect(parseSignInOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
  })

  it.each([
    ['wallet.example.org', 'Sign-in origin wallet.example.org is not a URL.'],
    ['ftp://wallet.example.org', 'Sign-in origin ftp://wallet.example.org must use http or https.'],
    [
      'https://wallet.example.org/app',
      'Sign-in origin https://wallet.example.org/app must be scheme://host[:port] only.',
    ],
    [
      'https://wallet.example.org?x=1',
      'Sign-in origin https://wallet.example.org?x=1 must be scheme://host[:port] only.',
    ],
    [
      'https://user@wallet.example.org',
      'Sign-in origin https://user@wallet.example.org must be scheme://host[:port] only.',
    ],
  ])('refuses %s', (value, message) => {
    expect(() => parseSignInOrigin(value)).toThrow(message)
  })
})
