import {
  type SafeAddressSet,
  type SafeContractSet,
  type SupportedSafeVersion,
  safeDeployments,
} from './safeDeployments'

/**
 * The contract set of `version` at `addressSet` (default canonical).
 * @throws {Error} for 1.4.1 or 1.5.0 with 'eip155' (only 1.3.0 has that set): a programming error, not bad input.
 */
export function getSafeContractSet(
  version: SupportedSafeVersion,
  addressSet: SafeAddressSet = 'canonical',
): SafeContractSet {
  const set = safeDeployments.find((entry) => entry.version === version && entry.addressSet === addressSet)
  if (!set) throw new Error(`Safe ${version} has no ${addressSet} address set.`)
  return set
}
