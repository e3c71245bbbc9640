import { describe, expect, it } from 'vitest'
import { resolvePublicUrl } from './resolvePublicUrl'

const url = '/v1/chains/1/safes/0xS/transactions/queued?trusted=false'

describe('resolvePublicUrl', () => {
  it('uses the socket scheme and the Host header by default', () => {
    const resolved = resolvePublicUrl({ url, protocol: 'http', headers: { host: '127.0.0.1:8787' }, forwarded: false })
    expect(resolved.url.toString()).toBe(`http://127.0.0.1:8787${url}`)
    expect(resolved.baseUrl).toBe('http://127.0.0.1:8787')
  })

  const proxied = {
    host: 'gateway:8787',
    'x-forwarded-proto': 'https, http',
    'x-forwarded-host': 'wallet.example.org',
    'x-forwarded-prefix': '/api/',
  }

  it('honours X-Forwarded-Proto, -Host and -Prefix from a trusted reverse proxy', () => {
    const resolved = resolvePublicUrl({ url, protocol: 'http', headers: proxied, forwarded: true })
    expect(resolved.url.toString()).toBe(`https://wallet.example.org/api${url}`)
    expect(resolved.baseUrl).toBe('https://wallet.example.org/api')
  })

  it('ignores X-Forwarded-* headers from anyone else', () => {
    const resolved = resolvePublicUrl({ url, protocol: 'http', headers: proxied, forwarded: false })
    expect(resolved.url.toString()).toBe(`http://gateway:8787${url}`)
    expect(resolved.baseUrl).toBe('http://gateway:8787')
  })

  it('ignores header values that are not a plain host or path', () => {
    const resolved = resolvePublicUrl({
      url,
      protocol: 'http',
      headers: { host: 'evil.example/phish?', 'x-forwarded-prefix': '/../x y', 'x-forwarded-proto': 'gopher' },
      forwarded: true,
    })
    expect(resolved.url.toString()).toBe(`http://localhost${url}`)
  })
})
