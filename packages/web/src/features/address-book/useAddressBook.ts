import { useContext } from 'react'
import { type AddressBook, AddressBookContext } from './AddressBookContext'
import { localAddressBookStore } from './localAddressBookStore'
import { useLocalAddressBook } from './useLocalAddressBook'

/**
 * The user's address book: names for addresses per chain. Signed out it lives in this browser; signed in it is the
 * gateway's copy (AddressBookProvider decides). Use `nameOf(chainId, address)` wherever an address is shown.
 */
export function useAddressBook(): AddressBook {
  const provided = useContext(AddressBookContext)
  // Hooks run unconditionally; the local book is cheap and stays in sync for when no provider is mounted.
  const local = useLocalAddressBook(localAddressBookStore())
  return provided ?? local
}
