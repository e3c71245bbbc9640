import { type SafeAddressSet, type SupportedSafeVersion, safeDeployments } from '@strongroom/protocol'
import type { SafeSingletonChoice } from './createSafe'

/** One kind of Safe in the wild: a release, its address set and the singleton it runs. */
export interface SafeKind {
  version: SupportedSafeVersion
  addressSet: SafeAddressSet
  singleton: SafeSingletonChoice
}

/**
 * Every kind the devnet can create (docs/safe-versions.md §1): each address set of safeDeployments on its L1 and L2
 * singleton, and as an L1 proxy switched to L2 in `setup` where the release has SafeToL2Setup.
 */
export const SAFE_KINDS: readonly SafeKind[] = safeDeployments.flatMap(({ version, addressSet, safeToL2Setup }) => {
  const singletons: SafeSingletonChoice[] = safeToL2Setup === null ? ['L1', 'L2'] : ['L1', 'L2', 'L1-to-L2']
  return singletons.map((singleton) => ({ version, addressSet, singleton }))
})
