import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStoredWalletConnection } from './readStoredWalletConnection'

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null })
// wagmi's serialisation of its persisted state after a connection (a Map of connections, the current uid).
const CONNECTED = JSON.stringify({
  state: {
    connections: { __type: 'Map', value: [['c1', { accounts: ['0xf39F…'], chainId: 1337 }]] },
    chainId: 1337,
    current: 'c1',
  },
  version: 2,
})
const DISCONNECTED = JSON.stringify({
  state: { connections: { __type: 'Map', value: [] }, chainId: 1337, current: null },
  version: 2,
})

describe('readStoredWalletConnection', () => {
  it('is connected with a current connection in wagmi.store', () => {
    expect(readStoredWalletConnection(storage({ 'wagmi.store': CONNECTED }))).toBe('connected')
    expect(
      readStoredWalletConnection(storage({ 'wagmi.store': CONNECTED, 'wagmi.recentConnectorId': '"injected"' })),
    ).toBe('connected')
  })

  it('is recent with only a recently used connector, as after a disconnect', () => {
    expect(readStoredWalletConnection(storage({ 'wagmi.recentConnectorId': '"injected"' }))).toBe('recent')
    expect(
      readStoredWalletConnection(storage({ 'wagmi.store': DISCONNECTED, 'wagmi.recentConnectorId': '"injected"' })),
    ).toBe('recent')
  })

  it('is none on a first visit, for damaged values and without storage', () => {
    expect(readStoredWalletConnection(storage({}))).toBe('none')
    expect(readStoredWalletConnection(storage({ 'wagmi.store': DISCONNECTED }))).toBe('none')
    for (const damaged of ['{', 'null', '"text"', '{"state":null}']) {
      expect(readStoredWalletConnection(storage({ 'wagmi.store': damaged })), damaged).toBe('none')
    }
    expect(readStoredWalletConnection(undefined)).toBe('none')
    expect(
      readStoredWalletConnection({
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      }),
    ).toBe('none')
  })
})

describe('storedWalletConnectionAtPageLoad', () => {
  afterEach(() => {
    localStorage.clear()
    vi.resetModules()
  })

  it('keeps its first read: wagmi rewrites its storage as soon as it starts', async () => {
    localStorage.setItem('wagmi.store', CONNECTED)
    const { storedWalletConnectionAtPageLoad } = await import('./readStoredWalletConnection')
    expect(storedWalletConnectionAtPageLoad()).toBe('connected')
    localStorage.setItem('wagmi.store', DISCONNECTED)
    expect(storedWalletConnectionAtPageLoad()).toBe('connected')
  })
})
