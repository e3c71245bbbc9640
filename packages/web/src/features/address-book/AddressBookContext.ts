import { createContext } from 'react'
import type { Address } from 'viem'
import type { AddressBookEntry } from './AddressBookEntry'

/** Where the entries currently come from: this browser (signed out) or the gateway (signed in). */
export type AddressBookSource = 'local' | 'gateway'

/**
 * Entries this browser saved while signed out that the signed-in account's book lacks. They are copied into the
 * account only when the person agrees: the browser may be shared, and its book is not the account's.
 */
export interface LocalBookMerge {
  /** The signed-in account the entries would be copied into. */
  account: Address
  /** How many entries would be copied. */
  count: number
  /** Copies them (the account's own names win where both name an address). */
  accept(): Promise<void>
  /** Keeps them out of the account; only entries saved later are offered again. */
  decline(): void
}

/** What {@link useAddressBook} returns. */
export interface AddressBook {
  /** Every entry, sorted by name. */
  entries: readonly AddressBookEntry[]
  /**
   * The name saved for `address` on `chainId` (case-insensitive), or undefined. This browser's own name wins over the
   * server's (docs/web-security.md §2.5).
   */
  nameOf(chainId: number, address: string): string | undefined
  /** Whether the name {@link nameOf} gives comes from the server's book alone, shown as such on signing screens. */
  isServerName(chainId: number, address: string): boolean
  /** Adds an entry or renames an existing one (same chain and address). Rejects with a precise error. */
  upsert(entry: AddressBookEntry): Promise<void>
  remove(chainId: number, address: Address): Promise<void>
  /** Adds or renames many entries at once (a CSV import): all of them are applied, or none. */
  upsertMany(entries: readonly AddressBookEntry[]): Promise<void>
  source: AddressBookSource
  /** True while the gateway copy is first being loaded (entries is empty meanwhile). */
  loading: boolean
  /** Set while the gateway copy cannot be read; the local copy is shown meanwhile. */
  syncError?: string | undefined
  /** Set while signed in with local entries to offer to the account (see {@link LocalBookMerge}). */
  localMerge?: LocalBookMerge | undefined
}

/** Provided by AddressBookProvider; absent in tests and screens mounted without it (the local book is used). */
export const AddressBookContext = createContext<AddressBook | undefined>(undefined)
