import { findSafeSingleton, type SafeSingleton, safeDeployments, safeSingletons } from '@strongroom/protocol'
import type { Address } from 'viem'

/** Every published Safe singleton, 1.0.0 to 1.5.0, L1 and L2, 1.3.0 in both address sets (protocol's version table). */
export const knownSingletons: readonly SafeSingleton[] = safeSingletons

/** The published singleton at `address`, or undefined for code the table does not know. */
export function findKnownSingleton(address: Address): SafeSingleton | undefined {
  return findSafeSingleton(address) ?? undefined
}

/** MultiSend and MultiSendCallOnly of every supported release: the only batches whose calls the indexer unpacks. */
export const knownMultiSends: ReadonlySet<Address> = new Set(
  safeDeployments.flatMap(({ multiSend, multiSendCallOnly }) => [multiSend, multiSendCallOnly]),
)
