import type { KnownAddress } from '@strongroom/protocol'

import { shortenAddress } from '../../components/AddressDisplay'

/** Who a known address is, in words: "your address-book entry “Alice” (0x1234…abcd)". */
export function describeKnownAddress(entry: KnownAddress): string {
  const short = shortenAddress(entry.address)
  switch (entry.source) {
    case 'safe':
      return `this Safe (${short})`
    case 'owner':
      return `an owner of this Safe (${short})`
    case 'address-book':
      return entry.name ? `your address-book entry “${entry.name}” (${short})` : `an address-book entry (${short})`
    case 'recipient':
      return `an address this Safe sent to before (${short})`
  }
}

/**
 * The warning for an address that imitates a known one (docs/spam-and-poisoning.md §1): what it looks like, that it is
 * a different address, and what to do.
 */
export function describeLookAlike(address: string, resembles: KnownAddress): string {
  return `${address} starts and ends like ${describeKnownAddress(resembles)} but is a different address. Poisoners make such look-alikes to be copied by mistake: compare every character, and do not use it unless you are sure.`
}
