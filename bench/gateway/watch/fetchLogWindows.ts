import type { ChainConfig } from '@strongroom/gateway'
import { createChainClient, safeEventSelectors, transferSelector } from '@strongroom/gateway/testing'
import { type Address, type Hash, numberToHex, pad } from 'viem'

/** The floor of a watched chain's backfill, timed. */
export type LogWindows = { seconds: number; windows: number; calls: number; logs: number }

/**
 * The least a gateway must read to hold the whole history of `safes`: the blocks from `from` to `to` in windows of
 * `windowBlocks`, and per window the three eth_getLogs a watched chain needs (docs/rpc-providers.md §5): the Safe
 * events of all the Safes at once (address list), and the token transfers from and to them. Calls go out up to
 * `concurrency` at a time (as the gateway's LogReader holds them) through the gateway's own client (viem HTTP, the chain's requests-per-second budget, rate
 * limits waited out), so the floor pays the same round trips and the same budget as the gateway. Nothing is decoded or
 * stored.
 */
export async function fetchLogWindows({
  chain,
  from,
  to,
  windowBlocks,
  concurrency,
  safes,
}: {
  chain: ChainConfig
  from: number
  to: number
  windowBlocks: number
  concurrency: number
  safes: readonly Address[]
}): Promise<LogWindows> {
  const client = createChainClient(chain)
  const topics = safes.map((safe) => pad(safe))
  const getLogs = async (
    start: number,
    end: number,
    filter: { address?: Address[]; topics: (Hash | Hash[] | null)[] },
  ) =>
    (
      (await client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: numberToHex(start), toBlock: numberToHex(end), ...filter }],
      })) as unknown[]
    ).length
  const calls: (() => Promise<number>)[] = []
  let windows = 0
  for (let start = from; start <= to; start += windowBlocks, windows++) {
    const end = Math.min(start + windowBlocks - 1, to)
    calls.push(
      () => getLogs(start, end, { address: [...safes], topics: [safeEventSelectors] }),
      () => getLogs(start, end, { topics: [transferSelector, topics] }),
      () => getLogs(start, end, { topics: [transferSelector, null, topics] }),
    )
  }
  let next = 0
  let logs = 0
  const started = performance.now()
  const worker = async () => {
    while (next < calls.length) logs += await calls[next++]!()
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return {
    seconds: (performance.now() - started) / 1000,
    windows,
    calls: calls.length,
    logs,
  }
}
