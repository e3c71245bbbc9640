import { lazy } from 'react'

// The screen (forms, CSV) is a chunk of its own; useAddressBook, which every screen needs, stays in the main bundle.
const Screen = lazy(() => import('./AddressBookScreen').then((module) => ({ default: module.AddressBookScreen })))

/** The address book screen: every named address per chain, with add, rename, remove and CSV import/export. */
export function AddressBookPage() {
  return <Screen />
}
