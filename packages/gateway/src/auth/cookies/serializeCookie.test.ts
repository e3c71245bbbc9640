import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { type CookieAttributes, serializeCookie } from './serializeCookie'

const attributes: CookieAttributes = { maxAge: 3600, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' }

describe('serializeCookie', () => {
  it('writes the value and every attribute', () => {
    expect(serializeCookie('sid', 'abc_-123', attributes)).toBe(
      'sid=abc_-123; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict',
    )
  })

  it('leaves out HttpOnly and Secure when they are off', () => {
    expect(
      serializeCookie('sid', '', { ...attributes, maxAge: 0, httpOnly: false, secure: false, sameSite: 'Lax' }),
    ).toBe('sid=; Max-Age=0; Path=/; SameSite=Lax')
  })

  it.each([
    [
      'a name with a space',
      () => serializeCookie('bad name', 'v', attributes),
      'Cookie name bad name is not an RFC 7230 token.',
    ],
    [
      'a value with a semicolon',
      () => serializeCookie('sid', 'a;b', attributes),
      'Cookie sid has characters RFC 6265 forbids.',
    ],
    [
      'a fractional max-age',
      () => serializeCookie('sid', 'v', { ...attributes, maxAge: 1.5 }),
      'Cookie max-age must be a whole number of seconds, not 1.5.',
    ],
    [
      'a relative path',
      () => serializeCookie('sid', 'v', { ...attributes, path: 'api' }),
      'Cookie path api is not an absolute path.',
    ],
  ])('refuses %s', (_case, write, message) => {
    expect(write).toThrow(InvalidInputError)
    expect(write).toThrow(message)
  })
})
