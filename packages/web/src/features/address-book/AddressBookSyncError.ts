import { StrongroomError } from '@strongroom/protocol'

/** The gateway's copy of the address book could not be read or changed; the message says how far a batch got. */
export class AddressBookSyncError extends StrongroomError {
  override name = 'AddressBookSyncError'
}
