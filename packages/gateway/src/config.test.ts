import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { loadConfig, parseConfig } from './config'

describe('parseConfig', () => {
  it('reads Web Push keys and the Safe Apps registry path, the environment winning over the file', () => {
    const keys = {
      publicKey: `B${'A'.repeat(86)}`,
      privateKey: 'k'.repeat(43),
      subject: 'mailto:ops@example.org',
    }
    expect(parseConfig({}).notifications).toEqual({ webPush: null, deliveryIntervalMs: 5_000 })
    expect(parseConfig({}).safeAppsPath).toBeUndefined()
    const fromFile = parseConfig({}, { safeAppsPath: '/etc/apps.json', notifications: { webPush: keys } })
    expect(fromFile).toMatchObject({ safeAppsPath: '/etc/apps.json', notifications: { webPush: keys } })
    const fromEnv = parseConfig(
      {
        SAFE_APPS_CONFIG: '/srv/apps.json',
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://ops.example.org',
      },
      { safeAppsPath: '/etc/apps.json', notifications: { deliveryIntervalMs: 1000 } },
    )
    expect(fromEnv).toMatchObject({
      safeAppsPath: '/srv/apps.json',
      notifications: { webPush: { ...keys, subject: 'https://ops.example.org' }, deliveryIntervalMs: 1000 },
    })
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/must be set together/)
    expect(() => parseConfig({}, { notifications: { webPush: { ...keys, privateKey: 'short' } } })).toThrow(
      /notifications: webPush.privateKey/,
    )
  })

  it('bounds the response cache by default, and takes bounds from the file', () => {
    expect(parseConfig({}).responseCache).toEqual({ maxEntries: 10_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 })
    expect(parseConfig({}, { responseCache: { maxEntries: 0, maxAgeMs: 5_000 } }).responseCache).toEqual({
      maxEntries: 0,
      maxBytes: 64 * 1024 * 1024,
      maxAgeMs: 5_000,
    })
    expect(() => parseConfig({}, { responseCache: { maxBytes: 0 } })).toThrow(/responseCache.maxBytes/)
    expect(() => parseConfig({}, { responseCache: { maxEntries: 1.5 } })).toThrow(/responseCache.maxEntries/)
  })

  it('defaults to the devnet chain on RPC_URL with server defaults', () => {
    const config = parseConfig({ RPC_URL: 'http://127.0.0.1:9545' })
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, corsOrigins: '*', bodyLimitBytes: 1_048_576 })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.chains).toHaveLength(1)
    expect(config.chains[0]).toMatchObject({
      chainId: '1337',
      chainName: 'Strongroom Devnet',
      shortName: 'dev',
      rpcUrl: 'http://127.0.0.1:9545',
      publicRpcUri: 'http://127.0.0.1:9545',
      l2: true,
      startBlock: 0,
      ensRegistryAddress: null,
      recommendedMasterCopyVersion: '1.4.1',
      indexer: { pollingIntervalMs: 250, initialBlockRange: 50, maxBlockRange: 10_000, reorgDepth: 64 },
    })
    expect(config.chains[0]!.features).toContain('SAFE_TX_GAS_OPTIONAL')
    expect(config.chains[0]!.features).toContain('TX_SIMULATION')
  })

  it('takes chains from the file and server settings from the environment first', () => {
    const config = parseConfig(
      { PORT: '9000', CORS_ORIGINS: 'https://a.example, https://b.example', DATABASE_URL: 'postgres://x/y' },
      {
        port: 1234,
        host: '0.0.0.0',
        chains: [
          {
            chainId: '11155111',
            chainName: 'Sepolia',
            shortName: 'sep',
            rpcUrl: 'wss://rpc.example/ws',
            publicRpcUri: 'https://rpc.example',
            trustedTokens: ['0x1c7d4b196cb0c7b01d743fbc6116a902379c7238'],
            gasPrice: [{ type: 'fixed', weiValue: '1000' }],
            startBlock: 5_000_000,
          },
        ],
      },
    )
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      corsOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://x/y',
    })
    expect(config.chains[0]).toMatchObject({
      chainId: '11155111',
      rpcUrl: 'wss://rpc.example/ws',
      trustedTokens: ['0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'],
      indexer: { pollingIntervalMs: 1000 },
      startBlock: 5_000_000,
    })
  })

  it('never shows browsers an RPC URL that may hold a key: publicRpcUri is then required', () => {
    for (const rpcUrl of [
      'https://mainnet.example/v3/SECRETKEY123',
      'https://user:pw@rpc.example',
      'https://rpc.example?key=1',
    ])
      expect(() => parseConfig({ RPC_URL: rpcUrl })).toThrow(/publicRpcUri \(PUBLIC_RPC_URL/)
    const config = parseConfig({
      RPC_URL: 'https://mainnet.example/v3/SECRETKEY123',
      PUBLIC_RPC_URL: 'https://rpc.example',
    })
    expect(config.chains[0]).toMatchObject({
      rpcUrl: 'https://mainnet.example/v3/SECRETKEY123',
      publicRpcUri: 'https://rpc.example',
    })
  })

  it('takes only absolute explorer templates and logo URLs (Safe{Wallet} builds links with new URL)', () => {
    const chain = { chainId: '5', chainName: 'A', shortName: 'a', rpcUrl: 'http://x' }
    const parsed = parseConfig({}, { chains: [chain] }).chains[0]!
    expect(parsed.chainLogoUri).toMatch(/^data:image\/svg\+xml,/)
    expect(parsed.blockExplorerUriTemplate.address).toMatch(/^http:\/\/localhost:5100\/address\/\{\{address\}\}$/)
    const template = {
      address: 'https://scan.example/address/{{address}}',
      txHash: 'https://scan.example/tx/{{txHash}}',
    }
    for (const blockExplorerUriTemplate of [
      { address: '', txHash: '', api: '' },
      { ...template, api: '/api?module={{module}}' },
      { ...template, address: 'https://scan.example/address/', api: 'https://scan.example/api?m={{module}}' },
    ])
      expect(() => parseConfig({}, { chains: [{ ...chain, blockExplorerUriTemplate }] })).toThrow(
        /chains\[0\]: blockExplorerUriTemplate/,
      )
    expect(() => parseConfig({}, { chains: [{ ...chain, chainLogoUri: 'logo.png' }] })).toThrow(/chainLogoUri/)
  })

  it('has client limits with defaults, validated', () => {
    expect(parseConfig({}).clients).toMatchObject({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      connectionsPerClient: 256,
      rateLimits: { windowMs: 60_000, signIn: 30, writes: 120, exempt: [] },
    })
    expect(parseConfig({}).trustProxy).toBe(false)
    expect(() => parseConfig({}, { clients: { headersTimeoutMs: 40_000 } })).toThrow(/clients.headersTimeoutMs/)
    expect(() => parseConfig({}, { clients: { rateLimits: { writes: -1 } } })).toThrow(/clients.rateLimits.writes/)
  })

  it('names every invalid field', () => {
    expect(() =>
      parseConfig({}, { chains: [{ chainId: 'x', chainName: 'A', shortName: 'a', rpcUrl: 'ftp://nope' }] }),
    ).toThrow(/chains\[0\].*chainId.*rpcUrl/)
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(InvalidInputError)
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    const chain = { chainId: '5', chainName: 'A', shortName: 'a', rpcUrl: 'http://x' }
    expect(() => parseConfig({}, { chains: [chain, chain] })).toThrow(/configured twice/)
  })

  it('reads the JSON file named by GATEWAY_CONFIG', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strongroom-config-'))
    try {
      const path = join(dir, 'gateway.json')
      writeFileSync(
        path,
        JSON.stringify({
          logLevel: 'debug',
          chains: [{ chainId: '10', chainName: 'OP', shortName: 'oeth', rpcUrl: 'https://op.example' }],
        }),
      )
      expect(loadConfig({ GATEWAY_CONFIG: path })).toMatchObject({ logLevel: 'debug', chains: [{ chainId: '10' }] })
      expect(() => loadConfig({ GATEWAY_CONFIG: join(dir, 'missing.json') })).toThrow(/Cannot read/)
      const example = fileURLToPath(new URL('../config/gateway.example.json', import.meta.url))
      expect(loadConfig({ GATEWAY_CONFIG: example }).chains.map((chain) => chain.chainId)).toEqual(['1337', '11155111'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
