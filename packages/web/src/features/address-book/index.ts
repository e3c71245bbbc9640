export type { AddressBook } from './AddressBookContext'
export type { AddressBookEntry } from './AddressBookEntry'
export { AddressBookProvider } from './AddressBookProvider'
export { useAddressBook } from './useAddressBook'
