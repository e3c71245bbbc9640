// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from '../src/lib/parseRuntimeConfig'
import { isLoopbackHost, securityHeaders } from './securityHeaders'

const config = parseRuntimeConfig({
  chainId: 100,
  chainName: 'Gnosis',
  rpcUrl: 'wss://rpc.example.org/ws/v1?key=secret',
  gatewayUrl: 'http://10.0.0.5:3000/api',
})

/** The policy as directive → sources. */
function directives(headers: Record<string, string>): Map<string, string[]> {
  const policy = headers['content-security-policy'] ?? ''
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

describe('securityHeaders', () => {
  it('admits only the app’s own scripts and styles, no inline code, no plugins, no framing', () => {
    const csp = directives(securityHeaders(config, { loopback: false }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(securityHeaders(config, { loopback: false })['content-security-policy']).not.toMatch(
      /unsafe|nonce|\s\*(\s|;|$)/,
    )
  })

  it('lets the page reach the deployment’s gateway and RPC by origin, and https/wss or loopback nodes', () => {
    const connect = directives(securityHeaders(config, { loopback: false })).get('connect-src')
    expect(connect).toEqual([
      "'self'",
      'http://10.0.0.5:3000',
      'wss://rpc.example.org',
      'https:',
      'wss:',
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://127.0.0.1:*',
      'ws://localhost:*',
    ])
    // Never the RPC URL's path or API key.
    expect(securityHeaders(config, { loopback: false })['content-security-policy']).not.toContain('secret')
  })

  it('lets the page reach the RPC of every chain served, a plain-http LAN node too', () => {
    const two = parseRuntimeConfig({
      gatewayUrl: 'http://10.0.0.5:3000/api',
      chains: [
        { chainId: 100, chainName: 'Gnosis', rpcUrl: 'wss://rpc.example.org/ws' },
        { chainId: 1338, chainName: 'LAN chain', rpcUrl: 'http://10.0.0.7:8545' },
      ],
    })
    const connect = directives(securityHeaders(two, { loopback: false })).get('connect-src')
    expect(connect?.slice(0, 4)).toEqual([
      "'self'",
      'http://10.0.0.5:3000',
      'wss://rpc.example.org',
      'http://10.0.0.7:8545',
    ])
  })

  it('frames https Safe Apps anywhere, and plain-http ones on loopback only when served on loopback', () => {
    expect(directives(securityHeaders(config, { loopback: false })).get('frame-src')).toEqual(['https:'])
    expect(directives(securityHeaders(config, { loopback: true })).get('frame-src')).toEqual([
      'https:',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ])
  })

  it('loads images from the gateway even over plain http, and Safe App icons from loopback only on loopback', () => {
    expect(directives(securityHeaders(config, { loopback: false })).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://10.0.0.5:3000',
    ])
    expect(directives(securityHeaders(config, { loopback: true })).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://10.0.0.5:3000',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ])
  })

  it('denies framing, referrers, sniffing and the browser features the app never uses', () => {
    const headers = securityHeaders(config, { loopback: false })
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['permissions-policy']).toContain('usb=()')
    expect(headers['permissions-policy']).not.toContain('clipboard')
    // Chromium logs an error for every feature name it does not know.
    expect(headers['permissions-policy']).not.toContain('bluetooth')
  })
})

describe('isLoopbackHost', () => {
  it('knows localhost, 127.0.0.0/8 and [::1], with or without a port', () => {
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1:8080', '127.1.2.3', '[::1]:4000']) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
  })

  it('rejects every other host and a missing or malformed one', () => {
    for (const host of [
      undefined,
      '',
      'example.org',
      '127.0.0.1.evil.test',
      '10.0.0.5:3000',
      'localhost.evil',
      'a b',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false)
    }
  })
})
