import { describe, expect, it } from 'vitest'
import { findSafeAppByOrigin } from './findSafeAppByOrigin'
import { safeAppsConfigSchema } from './safeAppsConfigSchema'

const registry = safeAppsConfigSchema.parse({
  apps: [
    { id: 1, url: '/apps/sample/', name: 'Sample', iconUrl: '/apps/sample/icon.svg', chainIds: [1337] },
    {
      id: 2,
      url: 'https://builder.example/',
      name: 'Builder',
      iconUrl: 'https://builder.example/i.svg',
      chainIds: [1],
    },
  ],
})

describe('findSafeAppByOrigin', () => {
  it('matches the url of a JSON origin on the same chain', () => {
    expect(findSafeAppByOrigin(registry, '1', JSON.stringify({ url: 'https://builder.example/', name: 'x' }))).toEqual({
      name: 'Builder',
      url: 'https://builder.example/',
      logoUri: 'https://builder.example/i.svg',
    })
    expect(findSafeAppByOrigin(registry, '1337', JSON.stringify({ url: 'https://builder.example/' }))).toBeNull()
  })

  it('resolves a relative app against the origin the transaction came from', () => {
    const origin = JSON.stringify({ url: 'http://localhost:5173/apps/sample/', name: 'Sample' })
    expect(findSafeAppByOrigin(registry, '1337', origin)).toEqual({
      name: 'Sample',
      url: 'http://localhost:5173/apps/sample/',
      logoUri: 'http://localhost:5173/apps/sample/icon.svg',
    })
    const pinned = { ...registry, webBaseUrl: 'https://wallet.example' }
    expect(findSafeAppByOrigin(pinned, '1337', origin)).toBeNull()
  })

  it('gives null for no origin, plain text, JSON without url and unknown apps', () => {
    expect(findSafeAppByOrigin(registry, '1', null)).toBeNull()
    expect(findSafeAppByOrigin(registry, '1', 'WalletConnect')).toBeNull()
    expect(findSafeAppByOrigin(registry, '1', '{"name":"x"}')).toBeNull()
    expect(findSafeAppByOrigin(registry, '1', '{"url":"https://other.example/"}')).toBeNull()
  })
})
