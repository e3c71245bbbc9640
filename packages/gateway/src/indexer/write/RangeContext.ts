import type { Address, Hash, Hex } from 'viem'
import type { Logger } from '../../createLogger'
import type { SafeEvent } from '../decode/SafeEvent'
import type { RowBuffer } from './RowBuffer'

/** Header fields of a block the indexer keeps. */
export type BlockHeader = { number: number; hash: Hash; parentHash: Hash; timestamp: Date }

/** Creation transactions: their calldata gives the Safe's setup() data. */
export type TransactionInfo = { from: Address; to: Address | null; input: Hex }

/**
 * Everything a write handler can use while a block range is written. Handlers only queue rows (`rows`); the range
 * writes them with one statement per table, inside its database transaction.
 */
export type RangeContext = {
  chainId: string
  rows: RowBuffer
  /** When the range is written (modified_at of the rows it changes). */
  now: Date
  /** Every Safe event of the range that concerns an indexed Safe, in chain order (for pairing related logs). */
  events: readonly SafeEvent[]
  /** Timestamp of a block that has events (throws if the range did not read it: a bug). */
  timestamp(blockNumber: number): Date
  transaction(txHash: Hash): TransactionInfo | undefined
  /**
   * The safeTxHash already executed with this Safe nonce, stored or earlier in the range; `claim` records an
   * execution so a later one of the same nonce is seen.
   */
  executedNonces: {
    get(safe: Address, nonce: bigint): string | undefined
    claim(safe: Address, nonce: bigint, safeTxHash: string): void
  }
  /** VERSION() of a singleton (resolved during the fetch). */
  versionOf(singleton: Address): string | null
  logger: Logger
}
