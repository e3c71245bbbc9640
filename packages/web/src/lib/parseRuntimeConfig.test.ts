import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from './parseRuntimeConfig'
import { RuntimeConfigError } from './RuntimeConfigError'

const valid = {
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
}

function issuesOf(input: unknown): readonly string[] {
  try {
    parseRuntimeConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(RuntimeConfigError)
    const configError = error as RuntimeConfigError
    expect(configError.problem).toBe('invalid')
    expect(configError.details).toEqual({ problem: 'invalid', issues: configError.issues })
    return configError.issues
  }
  throw new Error('expected parseRuntimeConfig to throw')
}

describe('parseRuntimeConfig', () => {
  it('accepts the minimal devnet configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid)
  })

  it('accepts the optional fields and WebSocket RPC URLs, trimming strings', () => {
    const config = parseRuntimeConfig({
      ...valid,
      rpcUrl: ' wss://rpc.example.org/ws ',
      walletConnectProjectId: 'abc123',
      explorerUrl: 'https://explorer.example.org',
    })
    expect(config.rpcUrl).toBe('wss://rpc.example.org/ws')
    expect(config.walletConnectProjectId).toBe('abc123')
    expect(config.explorerUrl).toBe('https://explorer.example.org')
  })

  it('accepts a VAPID public key and refuses anything else there', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
    expect(parseRuntimeConfig({ ...valid, vapidPublicKey: ` ${key} ` }).vapidPublicKey).toBe(key)
    expect(issuesOf({ ...valid, vapidPublicKey: 'not a key' })).toEqual([
      'vapidPublicKey: must be a base64url VAPID public key',
    ])
  })

  it('names every missing field', () => {
    const issues = issuesOf({})
    expect(issues.map((line) => line.split(':')[0])).toEqual(['chainId', 'chainName', 'rpcUrl', 'gatewayUrl'])
  })

  it('rejects a chain id that is not a positive integer', () => {
    expect(issuesOf({ ...valid, chainId: 0 })[0]).toMatch(/^chainId: /)
    expect(issuesOf({ ...valid, chainId: 1.5 })[0]).toMatch(/^chainId: /)
    expect(issuesOf({ ...valid, chainId: '1337' })[0]).toMatch(/^chainId: /)
  })

  it('rejects URLs that are relative or use another protocol', () => {
    expect(issuesOf({ ...valid, rpcUrl: '/rpc' })).toEqual(['rpcUrl: must be an absolute http(s) or ws(s) URL'])
    expect(issuesOf({ ...valid, gatewayUrl: 'ws://127.0.0.1:3000' })).toEqual([
      'gatewayUrl: must be an absolute http(s) URL',
    ])
    expect(issuesOf({ ...valid, explorerUrl: 'ftp://x.org' })).toEqual(['explorerUrl: must be an absolute http(s) URL'])
  })

  it('rejects unknown keys, which are usually typos', () => {
    expect(issuesOf({ ...valid, rpcURL: 'http://x' })[0]).toMatch(/rpcURL/)
  })

  it('rejects a value that is not an object', () => {
    expect(issuesOf(null)).toHaveLength(1)
    expect(issuesOf([valid])).toHaveLength(1)
  })
})
