import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'
import type { UploadedEntriesRecord } from './uploadedEntriesRecord'

/** What the merge needs of the gateway's address book: saving one entry. */
export interface GatewayAddressBookWriter {
  save(entry: AddressBookEntry): Promise<unknown>
}

/**
 * Uploads the local entries the gateway book lacks (merge on sign-in). The gateway's name wins where both name the
 * same address on the same chain. Returns how many entries were uploaded.
 */
export async function mergeLocalIntoGateway(options: {
  local: readonly AddressBookEntry[]
  remote: readonly AddressBookEntry[]
  gateway: GatewayAddressBookWriter
  record: UploadedEntriesRecord
}): Promise<number> {
  const remoteKeys = new Set(options.remote.map((entry) => addressBookKey(entry.chainId, entry.address)))
  let uploaded = 0
  // One at a time: the gateway has no batch endpoint, and a failure should stop the merge where it is.
  for (const entry of options.record.pending(options.local)) {
    if (!remoteKeys.has(addressBookKey(entry.chainId, entry.address))) {
      await options.gateway.save(entry)
      uploaded++
    }
    options.record.markUploaded(entry)
  }
  return uploaded
}
