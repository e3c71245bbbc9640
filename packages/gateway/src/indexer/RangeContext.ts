import type { Address, Hash, Hex } from 'viem'
import type { Db } from '../db/Db'
import type { Logger } from './Logger'
import type { SafeEvent } from './SafeEvent'

/** Header fields of a block the indexer keeps. */
export type BlockHeader = { number: number; hash: Hash; parentHash: Hash; timestamp: Date }

/** What a receipt contributes: who sent the transaction and what it cost. */
export type ReceiptInfo = { from: Address; gasUsed: bigint; effectiveGasPrice: bigint }

/** Creation transactions: their calldata gives the Safe's setup() data. */
export type TransactionInfo = { from: Address; to: Address | null; input: Hex }

/** Everything a write handler can use while a block range is written (inside its database transaction). */
export type RangeContext = {
  tx: Db
  chainId: string
  /** Every Safe event of the range that concerns an indexed Safe, in chain order (for pairing related logs). */
  events: readonly SafeEvent[]
  /** Header of a block that has events (throws if the range did not fetch it: a bug). */
  header(blockNumber: number): BlockHeader
  receipt(txHash: Hash): ReceiptInfo | undefined
  transaction(txHash: Hash): TransactionInfo | undefined
  /** VERSION() of a singleton (resolved during the fetch). */
  versionOf(singleton: Address): string | null
  logger: Logger
}
