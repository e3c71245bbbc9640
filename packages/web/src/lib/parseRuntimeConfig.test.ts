import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from './parseRuntimeConfig'
import { RuntimeConfigError } from './RuntimeConfigError'
import { runtimeConfigForChain } from './runtimeConfigForChain'
import { toDeploymentConfig } from './toDeploymentConfig'

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
  it('accepts the minimal devnet configuration, the single-chain shape of earlier releases, as its one chain', () => {
    const { gatewayUrl, ...chain } = valid
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, chains: [chain] })
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

const devnet = { chainId: 1337, chainName: 'Strongroom Devnet', rpcUrl: 'http://127.0.0.1:8545' }
const second = {
  chainId: 1338,
  chainName: 'Second Devnet',
  rpcUrl: 'http://127.0.0.1:8546',
  explorerUrl: 'https://explorer.second.test',
}
const multi = { gatewayUrl: 'http://127.0.0.1:3000', chains: [devnet, second] }

describe('parseRuntimeConfig with several chains', () => {
  it('lists every chain served, the first one at the top level', () => {
    const config = parseRuntimeConfig(multi)
    expect(config.chains).toEqual([devnet, second])
    expect(config).toMatchObject({ ...devnet, gatewayUrl: multi.gatewayUrl })
    expect(config.explorerUrl).toBeUndefined()
  })

  it('names the offending field of the offending chain', () => {
    expect(issuesOf({ ...multi, chains: [devnet, { ...second, rpcUrl: 'ftp://x' }] })).toEqual([
      'chains.1.rpcUrl: must be an absolute http(s) or ws(s) URL',
    ])
    expect(issuesOf({ ...multi, chains: [devnet, { ...second, shortname: 'two' }] })[0]).toMatch(
      /^chains\.1: .*shortname/,
    )
    expect(issuesOf({ ...multi, chains: [devnet, devnet] })).toEqual(['chains: lists a chain twice'])
    expect(issuesOf({ ...multi, chains: [] })[0]).toMatch(/^chains: /)
    // One shape at a time: chain fields beside `chains` are a mistake, not a default.
    expect(issuesOf({ ...multi, chainId: 1 })[0]).toMatch(/chainId/)
  })

  it('sees the configuration from any served chain, without the other chain’s explorer', () => {
    const config = parseRuntimeConfig({ ...multi, chains: [second, devnet] })
    expect(config.explorerUrl).toBe(second.explorerUrl)
    const fromDevnet = runtimeConfigForChain(config, devnet.chainId)
    expect(fromDevnet).toEqual({ ...devnet, gatewayUrl: multi.gatewayUrl, chains: [second, devnet] })
    expect(runtimeConfigForChain(fromDevnet, second.chainId)).toEqual(config)
    // A chain not served changes nothing.
    expect(runtimeConfigForChain(config, 5)).toBe(config)
  })

  it('serves what it read: the chains shape reads back to the same configuration, whichever shape came in', () => {
    const url = fc.constantFrom('http://127.0.0.1:8545', 'https://rpc.example.org/v1', 'wss://node.example:8546/ws')
    const chain = fc.record(
      {
        chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        chainName: fc.string({ minLength: 1, maxLength: 64 }).filter((name) => name.trim() === name && name !== ''),
        rpcUrl: url,
        explorerUrl: fc.constantFrom('https://explorer.example.org', 'http://localhost:5100'),
      },
      { requiredKeys: ['chainId', 'chainName', 'rpcUrl'] },
    )
    const deployment = { gatewayUrl: 'https://gateway.example.org' }
    fc.assert(
      fc.property(
        fc.oneof(
          chain.map((one) => ({ ...deployment, ...one })),
          fc
            .uniqueArray(chain, { minLength: 1, maxLength: 5, selector: (entry) => entry.chainId })
            .map((chains) => ({ ...deployment, chains })),
        ),
        (input) => {
          const config = parseRuntimeConfig(input)
          expect(parseRuntimeConfig(JSON.parse(JSON.stringify(toDeploymentConfig(config))))).toEqual(config)
        },
      ),
    )
  })
})
