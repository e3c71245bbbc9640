import { type Address, isAddressEqual } from 'viem'
import { type SafeSingleton, safeSingletons } from './safeSingletons'

/** The published singleton at `address` (case-insensitive), or null for code the table does not know. */
export function findSafeSingleton(address: Address): SafeSingleton | null {
  return safeSingletons.find((singleton) => isAddressEqual(singleton.address, address)) ?? null
}
