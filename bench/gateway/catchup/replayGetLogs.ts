import type { ChainConfig } from '@strongroom/gateway'
import { createChainClient, safeEventSelectors, transferSelector } from '@strongroom/gateway/testing'
import { type Address, type Hash, numberToHex, pad } from 'viem'

/** The raw eth_getLogs of a catch-up, timed. */
export type GetLogsReplay = { seconds: number; calls: number; logs: number }

/** Addresses per topic filter, as fetchRange chunks them. */
const TOPIC_CHUNK = 1000

/**
 * Issues only the eth_getLogs calls the indexer makes for `ranges`, with the same filters, through the same kind of
 * client (viem HTTP, JSON-RPC batching): per range the Safe-events query (all Safe topics, no address), then the two
 * Transfer queries (from / to the Safes indexed by then) together. Nothing is decoded or stored.
 */
export async function replayGetLogs({
  chain,
  ranges,
  safes,
}: {
  chain: ChainConfig
  ranges: readonly { from: number; to: number }[]
  /** Indexed Safes and the block each appeared in. */
  safes: readonly { address: Address; block: number }[]
}): Promise<GetLogsReplay> {
  const client = createChainClient(chain)
  const getLogs = async (from: number, to: number, topics: (Hash | Hash[] | null)[]) =>
    (
      (await client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics }],
      })) as unknown[]
    ).length
  let calls = 0
  let logs = 0
  const started = performance.now()
  for (const { from, to } of ranges) {
    logs += await getLogs(from, to, [safeEventSelectors])
    calls++
    const indexed = safes.filter((safe) => safe.block <= to).map((safe) => pad(safe.address))
    const transfers: Promise<number>[] = []
    for (let start = 0; start < indexed.length; start += TOPIC_CHUNK) {
      const chunk = indexed.slice(start, start + TOPIC_CHUNK)
      transfers.push(getLogs(from, to, [transferSelector, chunk]), getLogs(from, to, [transferSelector, null, chunk]))
    }
    calls += transfers.length
    for (const count of await Promise.all(transfers)) logs += count
  }
  return { seconds: (performance.now() - started) / 1000, calls, logs }
}
