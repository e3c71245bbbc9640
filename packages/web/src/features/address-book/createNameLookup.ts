import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'

/** Builds `nameOf(chainId, address)` over a list of entries, case-insensitive in the address. */
export function createNameLookup(
  entries: readonly AddressBookEntry[],
): (chainId: number, address: string) => string | undefined {
  const names = new Map(entries.map((entry) => [addressBookKey(entry.chainId, entry.address), entry.name]))
  return (chainId, address) => names.get(addressBookKey(chainId, address))
}
