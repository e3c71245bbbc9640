import { describe, expect, it } from 'vitest'
import { listSafeApps } from './listSafeApps'
import { loadSafeAppsRegistry } from './loadSafeAppsRegistry'
import { type SafeAppsRegistry, safeAppsConfigSchema } from './safeAppsConfigSchema'

const registry: SafeAppsRegistry = safeAppsConfigSchema.parse({
  apps: [
    { id: 1, url: '/apps/sample/', name: 'Sample', iconUrl: '/apps/sample/icon.svg', chainIds: [1337] },
    {
      id: 2,
      url: 'https://tx-builder.example/',
      name: 'Builder',
      iconUrl: 'https://tx-builder.example/logo.svg',
      chainIds: ['1', '1337'],
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://wallet.example/', 'http://localhost:5173'] },
      features: ['BATCHED_TRANSACTIONS'],
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/example/builder' }],
    },
    { id: 3, url: 'https://mainnet-only.example/', name: 'Mainnet', iconUrl: 'https://m.example/i.png', chainIds: [1] },
  ],
})

describe('listSafeApps', () => {
  it('lists the apps of the chain with chain ids as strings and nulls for absent optionals', () => {
    const apps = listSafeApps(registry, { chainId: '1337' })
    expect(apps.map((app) => app.id)).toEqual([1, 2])
    expect(apps[1]).toEqual({
      id: 2,
      url: 'https://tx-builder.example/',
      name: 'Builder',
      iconUrl: 'https://tx-builder.example/logo.svg',
      description: '',
      chainIds: ['1', '1337'],
      provider: null,
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://wallet.example', 'http://localhost:5173'] },
      tags: [],
      features: ['BATCHED_TRANSACTIONS'],
      developerWebsite: null,
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/example/builder' }],
    })
  })

  it('hides allowlisted apps from other wallets but not from listed ones', () => {
    const other = listSafeApps(registry, { chainId: '1337', clientUrl: 'https://evil.example' })
    expect(other.map((app) => app.id)).toEqual([1])
    const listed = listSafeApps(registry, { chainId: '1337', clientUrl: 'http://localhost:5173/' })
    expect(listed.map((app) => app.id)).toEqual([1, 2])
    expect(listSafeApps(registry, { chainId: '1337', clientUrl: 'not a url' }).map((app) => app.id)).toEqual([1])
  })

  it('resolves relative app URLs against the wallet origin, or leaves them relative without one', () => {
    const [sample] = listSafeApps(registry, { chainId: '1337', clientUrl: 'http://localhost:5173' })
    expect(sample?.url).toBe('http://localhost:5173/apps/sample/')
    expect(sample?.iconUrl).toBe('http://localhost:5173/apps/sample/icon.svg')
    expect(listSafeApps(registry, { chainId: '1337' })[0]?.url).toBe('/apps/sample/')
  })

  it('prefers the configured web base URL', () => {
    const pinned = { ...registry, webBaseUrl: 'https://strongroom.example/wallet/' }
    const [sample] = listSafeApps(pinned, { chainId: '1337', clientUrl: 'http://localhost:5173' })
    expect(sample?.url).toBe('https://strongroom.example/wallet/apps/sample/')
  })

  it('filters by exact URL, resolving relative apps against the URL asked for', () => {
    expect(listSafeApps(registry, { chainId: '1337', url: 'https://tx-builder.example/' }).map((a) => a.id)).toEqual([
      2,
    ])
    expect(listSafeApps(registry, { chainId: '1337', url: 'http://127.0.0.1:4173/apps/sample/' })[0]?.url).toBe(
      'http://127.0.0.1:4173/apps/sample/',
    )
    expect(listSafeApps(registry, { chainId: '1337', url: 'https://tx-builder.example' })).toEqual([])
  })

  it('ships a registry that lists no app: the sample app runs on its own origin, which only `npm start` knows', () => {
    // An app on the wallet's own origin would be refused by the host (docs/safe-apps-bridge.md §7); `npm start` and the
    // browser tests add the sample app where they serve it.
    expect(loadSafeAppsRegistry().apps).toEqual([])
    expect(listSafeApps(loadSafeAppsRegistry(), { chainId: '1337', clientUrl: 'http://localhost:5173' })).toEqual([])
  })

  it('rejects a registry with duplicate ids or a protocol-relative URL', () => {
    const app = { id: 1, url: '/a/', name: 'A', iconUrl: '/a.svg', chainIds: [1] }
    expect(safeAppsConfigSchema.safeParse({ apps: [app, app] }).success).toBe(false)
    expect(safeAppsConfigSchema.safeParse({ apps: [{ ...app, url: '//evil.example/' }] }).success).toBe(false)
  })
})
