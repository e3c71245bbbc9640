import type { AddressBookEntry } from '../address-book'

/**
 * The address book's entries of one network as suggestions for address inputs (`<input list={id}>`): the browser
 * offers them while typing, showing the name beside the address.
 */
export function AddressBookSuggestions({ id, entries }: { id: string; entries: readonly AddressBookEntry[] }) {
  if (entries.length === 0) return null
  return (
    <datalist id={id}>
      {entries.map((entry) => (
        <option key={entry.address} value={entry.address}>
          {entry.name}
        </option>
      ))}
    </datalist>
  )
}
