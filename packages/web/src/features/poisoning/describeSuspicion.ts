import type { TransferSuspicion } from '@strongroom/protocol'
import { shortenAddress as shorten } from '../../components/AddressDisplay'
import { describeKnownAddress } from './describeLookAlike'

/** Why the history calls an entry suspicious, in one sentence (docs/spam-and-poisoning.md §2). */
export function describeSuspicion(suspicion: TransferSuspicion): string {
  switch (suspicion.kind) {
    case 'look-alike':
      return `${shorten(suspicion.address)} looks like ${describeKnownAddress(suspicion.resembles)} but is a different address: address poisoning. Never copy an address from this entry.`
    case 'imitation':
      return `This token is not on the trusted list but uses the symbol ${suspicion.symbol} of one that is (${shorten(suspicion.trustedToken)}): an imitation.`
    case 'zero-value':
      return `Nothing moved, and ${shorten(suspicion.counterparty)} is not an address this Safe knows: a zero-value transfer made by a stranger.`
  }
}
