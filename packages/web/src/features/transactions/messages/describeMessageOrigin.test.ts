import { describe, expect, it } from 'vitest'
import { describeMessageOrigin } from './describeMessageOrigin'

describe('describeMessageOrigin', () => {
  it('names the app and, always, the origin of its URL', () => {
    expect(describeMessageOrigin(JSON.stringify({ url: 'https://mail.example/app/?x=1', name: 'Mail App' }))).toBe(
      'Mail App (https://mail.example)',
    )
    expect(describeMessageOrigin(JSON.stringify({ url: 'http://127.0.0.1:5173/v9/' }))).toBe('http://127.0.0.1:5173')
    expect(describeMessageOrigin(JSON.stringify({ name: '  Send tokens ' }))).toBe('Send tokens')
    expect(describeMessageOrigin(JSON.stringify({ name: 'x'.repeat(200), url: 'https://a.example' }))).toBe(
      `${'x'.repeat(80)}… (https://a.example)`,
    )
  })

  it('shows nothing for an origin that is not the app JSON', () => {
    for (const origin of [
      null,
      '',
      'Mail App',
      '[]',
      '42',
      '{"name":7}',
      JSON.stringify({ url: 'javascript:alert(1)' }),
    ])
      expect(describeMessageOrigin(origin)).toBeUndefined()
  })
})
