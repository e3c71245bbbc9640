import type { Address, Hex } from 'viem'
import type { TokenRecord } from '../../tokens/TokenRecord'

/** Value moved to or from a Safe, as seen from `safe`. */
export type TransferRecord = {
  safe: Address
  type: 'ETHER' | 'ERC20' | 'ERC721'
  direction: 'INCOMING' | 'OUTGOING'
  tokenAddress: Address | null
  from: Address
  to: Address
  /** Wei or token units; null for ERC721. */
  value: bigint | null
  /** ERC721 only. */
  tokenId: bigint | null
  executedAt: Date
  txHash: Hex
  blockNumber: number
  logIndex: number
  /** Metadata of `tokenAddress`, when the indexer has it. */
  token: TokenRecord | null
}
