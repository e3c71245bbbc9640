import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage'
import { createRpcOverridesStore, RPC_OVERRIDES_STORAGE_KEY } from './rpcOverridesStore'

describe('createRpcOverridesStore', () => {
  it('sets, persists and removes an override per chain', () => {
    const storage = memoryStorage()
    const store = createRpcOverridesStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(1337, ' wss://node.example.org ')
    store.set(1, 'https://mainnet.example.org')
    expect(store.get()).toEqual({ 1337: 'wss://node.example.org', 1: 'https://mainnet.example.org' })
    expect(createRpcOverridesStore(storage).get()).toEqual(store.get())
    store.set(1337, undefined)
    expect(store.get()).toEqual({ 1: 'https://mainnet.example.org' })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('refuses an invalid URL and keeps the previous value', () => {
    const store = createRpcOverridesStore(memoryStorage())
    store.set(1337, 'https://good.example.org')
    expect(() => store.set(1337, 'javascript:alert(1)')).toThrow(/must start with/)
    expect(store.get()).toEqual({ 1337: 'https://good.example.org' })
  })

  it('ignores stored values that do not validate', () => {
    const storage = memoryStorage({
      [RPC_OVERRIDES_STORAGE_KEY]: { 1337: 'ftp://x', abc: 'https://x.org', 5: 42, 10: 'https://ok.example.org' },
    })
    expect(createRpcOverridesStore(storage).get()).toEqual({ 10: 'https://ok.example.org' })
    expect(createRpcOverridesStore(memoryStorage({ [RPC_OVERRIDES_STORAGE_KEY]: ['x'] })).get()).toEqual({})
  })
})
