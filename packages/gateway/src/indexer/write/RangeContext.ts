import type { Address, Hash, Hex } from 'viem'
import type { Logger } from '../../createLogger'
import type { SafeEvent } from '../decode/SafeEvent'
import type { ResolvedExecution } from '../executions/ResolvedExecution'
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
  /** The call behind an execution log of an L1-singleton Safe, read during the fetch (docs/indexing.md §3.7). */
  execution(log: { blockNumber: number; logIndex: number }): ResolvedExecution | undefined
  /** The threshold in force at a decoded L1 execution log, when known. */
  thresholdAt(log: { blockNumber: number; logIndex: number }): number | undefined
  /** Storage slot 0 of a Safe set up in this range, at the end of its creation block (null: not read). */
  creationSingleton(safe: Address): Address | null
  logger: Logger
}
