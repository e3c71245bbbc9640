/**
 * An address the Safe's people already know, which a look-alike would imitate: the Safe itself, one of its owners, an
 * address-book entry or an address the Safe sent to before (from its own executed transactions).
 */
export interface KnownAddress {
  address: string
  source: 'safe' | 'owner' | 'address-book' | 'recipient'
  /** The address book's name, when it has one. */
  name?: string | undefined
}
