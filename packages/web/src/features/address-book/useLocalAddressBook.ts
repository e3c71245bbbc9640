import { useMemo, useSyncExternalStore } from 'react'
import type { AddressBook } from './AddressBookContext'
import type { AddressBookStore } from './createAddressBookStore'
import { createNameLookup } from './createNameLookup'

/** The address book kept in `store` (this browser's localStorage by default), as an {@link AddressBook}. */
export function useLocalAddressBook(store: AddressBookStore): AddressBook {
  const entries = useSyncExternalStore(store.subscribe, store.getEntries, store.getEntries)
  return useMemo<AddressBook>(
    () => ({
      entries,
      nameOf: createNameLookup(entries),
      isServerName: () => false,
      upsert: async (entry) => store.upsert(entry),
      remove: async (chainId, address) => store.remove(chainId, address),
      upsertMany: async (list) => store.upsertMany(list),
      source: 'local',
      loading: false,
    }),
    [entries, store],
  )
}
