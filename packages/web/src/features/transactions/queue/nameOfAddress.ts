import type { AddressInfo } from '@strongroom/protocol'
import { shortenAddress } from '../../../components/AddressDisplay'

/** An address as a transaction's words name it: as the user named it, else as the gateway did, else shortened. */
export function nameOfAddress(
  address: AddressInfo,
  context: { nameOf?: ((address: string) => string | undefined) | undefined },
): string {
  return context.nameOf?.(address.value) || address.name || shortenAddress(address.value)
}
