import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'

const PREFIX = 'strongroom.addressBook.uploaded.'

/**
 * Remembers which local entries were already merged into an account's gateway book (key → name at upload time), so
 * an entry the user later deletes on the gateway is not uploaded again at the next sign-in, while a local rename is.
 */
export interface UploadedEntriesRecord {
  /** The local entries that still need uploading. */
  pending(local: readonly AddressBookEntry[]): AddressBookEntry[]
  markUploaded(entry: AddressBookEntry): void
}

/** The record for `account` in `storage` (localStorage in the app). */
export function uploadedEntriesRecord(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  account: string,
): UploadedEntriesRecord {
  const key = PREFIX + account.toLowerCase()
  const read = (): Record<string, string> => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}')
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, string>)
        : {}
    } catch {
      return {}
    }
  }
  return {
    pending(local) {
      const uploaded = read()
      return local.filter((entry) => uploaded[addressBookKey(entry.chainId, entry.address)] !== entry.name)
    },
    markUploaded(entry) {
      const uploaded = read()
      uploaded[addressBookKey(entry.chainId, entry.address)] = entry.name
      try {
        storage?.setItem(key, JSON.stringify(uploaded))
      } catch {
        // Without storage the merge simply runs again next time; uploads are idempotent.
      }
    },
  }
}
