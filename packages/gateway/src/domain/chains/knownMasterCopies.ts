import { canonicalAddresses, type MasterCopy, SAFE_VERSION } from '@strongroom/protocol'

/**
 * The singletons this gateway recognises: the canonical Safe 1.4.1 L2 and L1 singletons, which every chain we serve is
 * expected to carry at their deterministic addresses.
 */
export const knownMasterCopies: readonly MasterCopy[] = [
  { address: canonicalAddresses.safeL2, version: SAFE_VERSION },
  { address: canonicalAddresses.safe, version: SAFE_VERSION },
]
