import type { FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../../indexer/ChainRuntime'

type HeadMemo = { head: string; readAt: number; reading: Promise<string | null> | null }

const memos = new WeakMap<ChainRuntime, HeadMemo>()

/**
 * The revision of answers read live from the chain (SafeInfo): the head block number as this process knows it, read
 * with `eth_blockNumber` at most once per polling interval of the chain and reused meanwhile (synchronously: no
 * promise on the hot path). A new block therefore replaces the answer within one polling interval plus one
 * `eth_blockNumber` round trip of being mined; that is the staleness bound. In the indexing process the read joins
 * the indexer's own poll when one is in flight (viem dedupes them). Same-height reorgs keep the number: those that
 * touch an indexed Safe publish a `reorg` change, which voids its answers anyway.
 *
 * Null (answer without the cache) for a chain this gateway does not serve, or when the node cannot be asked: the
 * handler then reports that failure as it would without a cache.
 */
export function chainHeadRevision(
  chains: ReadonlyMap<string, ChainRuntime>,
  request: FastifyRequest,
  now: () => number = Date.now,
): string | null | Promise<string | null> {
  const { chainId } = request.params as { chainId?: string }
  const chain = chainId === undefined ? undefined : chains.get(chainId)
  if (!chain) return null
  let memo = memos.get(chain)
  if (memo && now() - memo.readAt < chain.config.indexer.pollingIntervalMs) return memo.head
  if (memo?.reading) return memo.reading
  memo ??= { head: '', readAt: Number.NEGATIVE_INFINITY, reading: null }
  memos.set(chain, memo)
  const current = memo
  const startedAt = now()
  current.reading = chain.client
    .getBlockNumber({ cacheTime: 0 })
    .then(
      (head) => {
        // Fresh from when it was asked, not from when the answer came: the bound holds however slow the node is.
        current.head = head.toString()
        current.readAt = startedAt
        return current.head
      },
      () => null,
    )
    .finally(() => {
      current.reading = null
    })
  return current.reading
}
