import type { ImplementationVersionState, MasterCopy } from '@strongroom/protocol'
import { type Address, isAddressEqual } from 'viem'
import { compareVersions, parseVersion } from './compareVersions'

/**
 * `implementationVersionState` (docs/gateway-api.md §4.1, CGW): UNKNOWN when the version or the chain's recommended version
 * is not semver or the singleton is not a known master copy; OUTDATED when older than recommended; else UP_TO_DATE.
 */
export function getImplementationVersionState({
  version,
  singleton,
  recommendedVersion,
  masterCopies,
}: {
  version: string | null
  singleton: Address | null
  recommendedVersion: string | null
  masterCopies: readonly MasterCopy[]
}): ImplementationVersionState {
  const current = version === null ? null : parseVersion(version)
  const recommended = recommendedVersion === null ? null : parseVersion(recommendedVersion)
  const known = singleton !== null && masterCopies.some((copy) => isAddressEqual(copy.address as Address, singleton))
  if (!current || !recommended || !known) return 'UNKNOWN'
  return compareVersions(current, recommended) < 0 ? 'OUTDATED' : 'UP_TO_DATE'
}
