import type { Address, Hex } from 'viem'

/** How a Safe came to be: the proxy-creation transaction the indexer saw. */
export type SafeCreationRecord = {
  safe: Address
  creator: Address | null
  txHash: Hex
  createdAt: Date
  factory: Address | null
  singleton: Address | null
}
