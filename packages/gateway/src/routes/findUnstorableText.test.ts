import { describe, expect, it } from 'vitest'
import { findUnstorableText } from './findUnstorableText'

describe('findUnstorableText', () => {
  it('accepts storable text, emoji (surrogate pairs) included', () => {
    expect(findUnstorableText('body', { a: ['x', { b: 'Grüße 👋' }], n: 1, z: null })).toBeNull()
  })

  it('names the path of a NUL byte', () => {
    expect(findUnstorableText('querystring', { label: '\u0000' })).toBe(
      'querystring.label: must not contain the character U+0000',
    )
    expect(findUnstorableText('body', { message: { list: ['ok', 'a\u0000'] } })).toBe(
      'body.message.list.1: must not contain the character U+0000',
    )
  })

  it('names the path of a lone surrogate, high or low', () => {
    for (const lone of ['\ud800', 'a\udfff', '👋'.slice(1)])
      expect(findUnstorableText('body', { message: { text: lone } })).toBe(
        'body.message.text: must be well-formed Unicode (it holds a lone UTF-16 surrogate)',
      )
  })

  it('checks keys too', () => {
    expect(findUnstorableText('body', { types: { 'A\u0000': [] } })).toBe(
      'body.types.(a key): must not contain the character U+0000',
    )
  })

  it('walks values nested far deeper than the stack would allow', () => {
    let value: unknown = '\u0000'
    for (let level = 0; level < 200_000; level++) value = { a: value }
    expect(findUnstorableText('body', value)).toMatch(/^body(\.a)+: must not contain the character U\+0000$/)
  })
})
