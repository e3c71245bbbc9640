import { describe, expect, it } from 'vitest'
import { describeMessageOrigin } from './describeMessageOrigin'

describe('describeMessageOrigin', () => {
  it('names the app and, always, the origin of its URL', () => {
    expect(describeMessageOrigin(JSON.stringify({ url: 'https://mail.example/app/?x=1', name: 'Mail App' }))).toBe(
      'Mail App (https://mail.example)',
    )
    expect(describeMessageOrigin(JSON.stringify({ url: 'http://127.0.0.1:5173/v9/', name: 'Sample' }))).toBe(
      'Sample (http://127.0.0.1:5173)',
    )
    expect(describeMessageOrigin(JSON.stringify({ url: 'javascript:alert(1)', name: 'Mail App' }))).toBe('Mail App')
    expect(describeMessageOrigin(JSON.stringify({ name: '  Send tokens ' }))).toBe('Send tokens')
    expect(describeMessageOrigin(JSON.stringify({ name: 'x'.repeat(200), url: 'https://a.example' }))).toBe(
      `${'x'.repeat(80)}… (https://a.example)`,
    )
  })

  it('shows a name as the gateway does: line breaks made spaces, NUL and direction overrides removed', () => {
    expect(describeMessageOrigin(JSON.stringify({ name: 'Mail\nApp\u0000\u202e', url: 'https://mail.example' }))).toBe(
      'Mail App (https://mail.example)',
    )
  })

  it('shows nothing for an origin that is not the app JSON with a name', () => {
    for (const origin of [
      null,
      '',
      'Mail App',
      '[]',
      '42',
      '{"name":7}',
      JSON.stringify({ url: 'https://mail.example' }),
      JSON.stringify({ url: 'javascript:alert(1)' }),
    ])
      expect(describeMessageOrigin(origin)).toBeUndefined()
  })
})
