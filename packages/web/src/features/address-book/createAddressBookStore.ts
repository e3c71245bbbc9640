import type { Address } from 'viem'
import { type AddressBookEntry, addressBookEntrySchema, addressBookKey } from './AddressBookEntry'
import { parseAddressBookEntry } from './parseAddressBookEntry'

/** The part of the Web Storage API the store uses; localStorage in the app. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** A list of address book entries that notifies subscribers when it changes (shaped for useSyncExternalStore). */
export interface AddressBookStore {
  getEntries(): readonly AddressBookEntry[]
  subscribe(listener: () => void): () => void
  /** Adds the entry or renames the existing one with the same chain and address. */
  upsert(entry: AddressBookEntry): void
  remove(chainId: number, address: Address): void
  /** Adds or renames many entries; validates all of them before changing anything. */
  upsertMany(entries: readonly AddressBookEntry[]): void
  /** Replaces every entry at once (after a download from the gateway). */
  replaceAll(entries: readonly AddressBookEntry[]): void
}

/** Where the signed-out address book lives in localStorage. */
export const LOCAL_ADDRESS_BOOK_KEY = 'strongroom.addressBook'

function readEntries(storage: KeyValueStorage | undefined, key: string): AddressBookEntry[] {
  let raw: unknown
  try {
    raw = JSON.parse(storage?.getItem(key) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  // Storage is outside our control (other tabs, older versions, hand edits): keep the entries that still parse.
  return sortEntries(
    dedupe(
      raw.flatMap((item) => {
        const result = addressBookEntrySchema.safeParse(item)
        return result.success ? [result.data] : []
      }),
    ),
  )
}

function dedupe(entries: readonly AddressBookEntry[]): AddressBookEntry[] {
  const byKey = new Map<string, AddressBookEntry>()
  for (const entry of entries) byKey.set(addressBookKey(entry.chainId, entry.address), entry)
  return [...byKey.values()]
}

function sortEntries(entries: AddressBookEntry[]): AddressBookEntry[] {
  return entries.sort((a, b) => a.name.localeCompare(b.name) || a.chainId - b.chainId)
}

/**
 * An address book kept in Web Storage under `key`. Entries are validated on the way in and on the way out; a
 * `storage` event from another tab reloads the list.
 */
export function createAddressBookStore(
  options: { storage?: KeyValueStorage | undefined; key?: string } = {},
): AddressBookStore {
  const key = options.key ?? LOCAL_ADDRESS_BOOK_KEY
  const storage = options.storage
  const listeners = new Set<() => void>()
  let entries: readonly AddressBookEntry[] = readEntries(storage, key)

  const commit = (next: AddressBookEntry[]) => {
    entries = sortEntries(dedupe(next))
    try {
      storage?.setItem(key, JSON.stringify(entries))
    } catch {
      // Quota exceeded or storage disabled: the list still works for this page's lifetime.
    }
    for (const listener of listeners) listener()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return
    entries = readEntries(storage, key)
    for (const listener of listeners) listener()
  }

  return {
    getEntries: () => entries,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
    upsert(entry) {
      commit([...entries, parseAddressBookEntry(entry)])
    },
    upsertMany(list) {
      // Parse everything first: one bad entry must leave the book untouched.
      const parsed = list.map((entry) => parseAddressBookEntry(entry))
      commit([...entries, ...parsed])
    },
    remove(chainId, address) {
      const wanted = addressBookKey(chainId, address)
      commit(entries.filter((e) => addressBookKey(e.chainId, e.address) !== wanted))
    },
    replaceAll(next) {
      commit(next.map((entry) => parseAddressBookEntry(entry)))
    },
  }
}
