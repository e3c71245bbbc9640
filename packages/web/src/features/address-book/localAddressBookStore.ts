import { browserStorage } from '../../lib/browserStorage'
import { type AddressBookStore, createAddressBookStore } from './createAddressBookStore'

let store: AddressBookStore | undefined

/** The signed-out address book of this browser (localStorage), created on first use and shared by the page. */
export function localAddressBookStore(): AddressBookStore {
  store ??= createAddressBookStore({ storage: browserStorage() })
  return store
}
