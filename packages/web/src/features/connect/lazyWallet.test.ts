import type { Wallet } from '@rainbow-me/rainbowkit'
import { describe, expect, it, vi } from 'vitest'
import { type CreateConnectorFn, createStorage } from 'wagmi'
import { type CreateWalletFn, lazyWallet } from './lazyWallet'

const PROVIDER = { request: async () => null }

/** A wallet whose connector records which of its SDK-loading methods ran (the SDK lies outside this machine). */
function fakeWallet() {
  const calls: string[] = []
  const innerFn: CreateConnectorFn = () => ({
    id: 'fakeSdk',
    name: 'Fake SDK wallet',
    type: 'fake',
    async setup() {
      calls.push('setup')
    },
    async connect() {
      calls.push(`connect:${(this as { marker?: string }).marker}`)
      return { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 1337 } as never
    },
    async disconnect() {},
    async getAccounts() {
      return []
    },
    async getChainId() {
      return 1337
    },
    async getProvider() {
      calls.push('getProvider')
      return PROVIDER
    },
    async isAuthorized() {
      calls.push('isAuthorized')
      return true
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  })
  const createWallet: CreateWalletFn = () =>
    ({ id: 'fake', name: 'Fake', iconUrl: '', iconBackground: '#fff', createConnector: () => innerFn }) as Wallet
  return { calls, createWallet }
}

function instantiate(createWallet: CreateWalletFn, recentConnectorId?: string) {
  const arms: Array<() => void> = []
  const wallet = lazyWallet(createWallet, (arm) => arms.push(arm))({ projectId: '', appName: 'Test' })
  const connectorFn = wallet.createConnector({ rkDetails: {} as never })
  const map = new Map<string, string>()
  const storage = createStorage({
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => {
        map.set(key, value)
      },
      removeItem() {},
    },
  })
  if (recentConnectorId) map.set('wagmi.recentConnectorId', JSON.stringify(recentConnectorId))
  const connector = connectorFn({ chains: [{ id: 1337 }] as never, emitter: {} as never, storage })
  // wagmi spreads the connector into its own object and calls methods on that copy; do the same.
  const wagmiCopy = { ...connector, marker: 'wagmi-copy' }
  return { connector: wagmiCopy, arms }
}

describe('lazyWallet', () => {
  it('keeps the SDK untouched until armed: no setup, no provider, not authorized', async () => {
    const { calls, createWallet } = fakeWallet()
    const { connector, arms } = instantiate(createWallet)
    await connector.setup?.()
    expect(await connector.getProvider()).toBeUndefined()
    expect(await connector.isAuthorized()).toBe(false)
    expect(calls).toEqual([])
    expect(arms).toHaveLength(1)
  })

  it('runs the deferred setup and preloads the provider when armed, once', async () => {
    const { calls, createWallet } = fakeWallet()
    const { connector, arms } = instantiate(createWallet)
    await connector.setup?.()
    arms[0]!()
    arms[0]!()
    await vi.waitFor(() => expect(calls).toEqual(['setup', 'getProvider']))
    expect(await connector.getProvider()).toBe(PROVIDER)
  })

  it('arms itself on connect and runs the inner methods with the caller’s this', async () => {
    const { calls, createWallet } = fakeWallet()
    const { connector } = instantiate(createWallet)
    await connector.setup?.()
    const result = await connector.connect()
    expect(result.chainId).toBe(1337)
    expect(calls).toEqual(['setup', 'connect:wagmi-copy'])
    expect(await connector.isAuthorized()).toBe(true)
  })

  it('wakes up at start for a returning user whose last connector it was', async () => {
    const { calls, createWallet } = fakeWallet()
    const { connector } = instantiate(createWallet, 'fakeSdk')
    await connector.setup?.()
    expect(await connector.isAuthorized()).toBe(true)
    expect(calls).toEqual(['setup', 'isAuthorized'])
  })

  it('stays asleep when another connector was used last', async () => {
    const { calls, createWallet } = fakeWallet()
    const { connector } = instantiate(createWallet, 'injected')
    await connector.setup?.()
    expect(await connector.isAuthorized()).toBe(false)
    expect(calls).toEqual([])
  })
})
