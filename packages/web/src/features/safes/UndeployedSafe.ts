import { encodeSafeSetup, predictSafeAddress } from '@strongroom/protocol'
import { type Address, getAddress, isAddress } from 'viem'

/**
 * A Safe created "pay later" (docs/counterfactual-safes.md): its address is fixed by its setup, but nothing is on chain
 * until it is activated. What deploys it later is exactly what is kept here.
 */
export interface UndeployedSafe {
  /** The address `createProxyWithNonce` will give it (`predictSafeAddress`); it can receive funds already. */
  address: Address
  owners: readonly Address[]
  threshold: number
  /** The uint256 salt nonce, in decimal (JSON has no bigint). */
  saltNonce: string
}

/** localStorage key of the undeployed Safes of `chainId`. */
export function undeployedSafesKey(chainId: number): string {
  return `strongroom.undeployedSafes.${chainId}`
}

/** The address a Safe of this setup gets: SafeL2 1.4.1 through the canonical factory, as `deploySafe` deploys it. */
export function predictUndeployedSafeAddress(safe: Omit<UndeployedSafe, 'address'>): Address {
  return predictSafeAddress({ initializer: encodeSafeSetup(safe), saltNonce: BigInt(safe.saltNonce) })
}

/**
 * Reads one stored entry, or undefined when it does not hold: owners that are not distinct addresses, a threshold
 * outside 1…owners, a salt nonce that is not a decimal uint256, or an address other than the one its setup predicts
 * (deploying it would create a different Safe, so such an entry would mislead whoever funds it).
 */
export function parseUndeployedSafe(item: unknown): UndeployedSafe | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const { address, owners, threshold, saltNonce } = item as Record<string, unknown>
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) return undefined
  if (!Array.isArray(owners) || owners.length === 0) return undefined
  if (!owners.every((owner): owner is string => typeof owner === 'string' && isAddress(owner, { strict: false })))
    return undefined
  const checked = owners.map((owner) => getAddress(owner))
  if (new Set(checked).size !== checked.length) return undefined
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1 || threshold > checked.length)
    return undefined
  if (typeof saltNonce !== 'string' || !/^\d{1,78}$/.test(saltNonce)) return undefined
  if (BigInt(saltNonce) >= 2n ** 256n) return undefined
  const safe = { owners: checked, threshold, saltNonce: BigInt(saltNonce).toString() }
  const predicted = predictUndeployedSafeAddress(safe)
  return predicted === getAddress(address) ? { address: predicted, ...safe } : undefined
}

/** The stored list, keeping every entry that holds; one bad entry must not lose the others. */
export function parseUndeployedSafes(stored: unknown): readonly UndeployedSafe[] | undefined {
  if (!Array.isArray(stored)) return undefined
  return stored.flatMap((item: unknown) => {
    const safe = parseUndeployedSafe(item)
    return safe ? [safe] : []
  })
}
