import type { Address } from 'viem'

/**
 * One Safe's gateway data in the TanStack Query cache. Gateway queries are keyed
 * `['gateway', gatewayUrl, resource, chainId, safeAddress, …]` (the checksummed address, as routes produce it), so a
 * Safe's queries are found by these three values and the resource name.
 */
export interface SafeQueryScope {
  gatewayUrl: string
  chainId: number
  safe: Address
}
