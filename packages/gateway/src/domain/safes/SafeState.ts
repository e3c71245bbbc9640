import type { Address } from 'viem'

/** A Safe's configuration at one moment (read from the chain, or as the indexer last derived it). */
export type SafeState = {
  address: Address
  /** In `getOwners()` order. */
  owners: Address[]
  threshold: number
  /** The next nonce to execute. */
  nonce: bigint
  modules: Address[]
  guard: Address | null
  fallbackHandler: Address | null
  /** The singleton ("master copy") the proxy delegates to. */
  singleton: Address | null
  version: string | null
}
