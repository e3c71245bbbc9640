import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage'
import { createAddressBookStore, LOCAL_ADDRESS_BOOK_KEY } from './createAddressBookStore'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createAddressBookStore', () => {
  it('adds, renames (same chain and address, any case) and removes, sorted by name, persisted', () => {
    const storage = memoryStorage()
    const store = createAddressBookStore({ storage })
    const listener = vi.fn()
    store.subscribe(listener)
    store.upsert({ chainId: 1337, address: BOB, name: 'Bob' })
    store.upsert({ chainId: 1337, address: ALICE, name: 'Alice' })
    store.upsert({ chainId: 1, address: ALICE, name: 'Alice on mainnet' })
    store.upsert({ chainId: 1337, address: BOB.toLowerCase() as `0x${string}`, name: 'Robert' })
    expect(store.getEntries().map((entry) => `${entry.chainId}:${entry.name}`)).toEqual([
      '1337:Alice',
      '1:Alice on mainnet',
      '1337:Robert',
    ])
    store.remove(1337, ALICE)
    expect(store.getEntries()).toHaveLength(2)
    expect(createAddressBookStore({ storage }).getEntries()).toEqual(store.getEntries())
    expect(listener).toHaveBeenCalledTimes(5)
  })

  it('applies a batch all at once or, with one invalid entry, not at all', () => {
    const store = createAddressBookStore({ storage: memoryStorage() })
    expect(() =>
      store.upsertMany([
        { chainId: 1, address: ALICE, name: 'Alice' },
        { chainId: 1, address: BOB, name: '' },
      ]),
    ).toThrow(InvalidInputError)
    expect(store.getEntries()).toEqual([])
    store.upsertMany([
      { chainId: 1, address: ALICE, name: 'Alice' },
      { chainId: 1, address: BOB, name: 'Bob' },
    ])
    expect(store.getEntries()).toHaveLength(2)
  })

  it('keeps the stored entries that still validate and drops the rest', () => {
    const storage = memoryStorage({
      [LOCAL_ADDRESS_BOOK_KEY]: [
        { chainId: 1, address: ALICE, name: 'Alice' },
        { chainId: 1, address: 'garbage', name: 'Broken' },
        'not an entry',
      ],
    })
    expect(createAddressBookStore({ storage }).getEntries()).toEqual([{ chainId: 1, address: ALICE, name: 'Alice' }])
    expect(
      createAddressBookStore({ storage: memoryStorage({ [LOCAL_ADDRESS_BOOK_KEY]: { not: 'a list' } }) }).getEntries(),
    ).toEqual([])
  })
})
