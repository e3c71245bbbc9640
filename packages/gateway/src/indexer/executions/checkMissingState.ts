import { type Address, BaseError, ContractFunctionZeroDataError, type PublicClient } from 'viem'
import { IndexerError } from '../IndexerError'

/**
 * How many of its newest blocks any node keeps the state of (geth keeps 128 in memory; archive nodes and other
 * clients keep more): a read there must be answered (docs/indexing.md §3.7).
 */
export const RECENT_STATE_BLOCKS = 128n

/** True when a contract read failed because the node answered no data at all (`0x`). */
export const isEmptyAnswer = (error: unknown): boolean =>
  error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionZeroDataError) !== null

/**
 * Decides what a wrong answer to the read of `safe`'s nonce at the end of `blockNumber` means: no data (`0x`,
 * although the Safe emitted an execution there, so it had code), or a nonce below the one at the end of the block
 * before plus the executions the block's logs show. At a block older than the node's last RECENT_STATE_BLOCKS it is a
 * node that pruned that state without saying so, and the caller searches the nonce by hash. At a recent block every
 * node has the state, so the answer was a glitch of the moment (anvil answers a read at a block it has just announced
 * from the state before it; a load balancer has one backend behind): searching there would give up an answer the
 * node can give, so the step is retried instead.
 * @throws {IndexerError} (retryable) when `blockNumber` is one of the node's recent blocks, or its head cannot be read.
 */
export async function checkMissingState(
  client: PublicClient,
  { safe, blockNumber, answer }: { safe: Address; blockNumber: number; answer: string },
): Promise<void> {
  const head = await client.getBlockNumber({ cacheTime: 0 })
  if (head - BigInt(blockNumber) >= RECENT_STATE_BLOCKS) return
  throw new IndexerError(
    `The node answered nonce() of Safe ${safe} at block ${blockNumber}, one of its last ${RECENT_STATE_BLOCKS} blocks, ${answer}; the read is retried.`,
    { retryable: true, details: { safe, blockNumber, head: Number(head) } },
  )
}
