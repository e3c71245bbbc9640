import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  fundEth,
  fundToken,
  type RationedRpcOptions,
  startDevnet,
  startRationedRpc,
} from '@strongroom/devnet'
import { type Address, createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { openTestDb } from '../testing/openTestDb'
import { rationedProviderCases } from '../testing/rationedProviderCases'
import { startIndexerThroughProxy } from '../testing/startIndexerThroughProxy'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'
import { LogReader } from './fetch/LogReader'
import { BlockRangeSizer } from './progress/BlockRangeSizer'

// Issue 19: the indexer catches up through a rationed provider, in each provider's dialect, with nothing lost or
// doubled (docs/rpc-providers.md §3): the rows equal those of a run against the bare node.

let devnet: Devnet
let head: number
let expected: ReturnType<typeof withoutRangeEdges>
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  // Two Safes with executions, ETH and token transfers, spread over ~120 blocks.
  const safes: Address[] = []
  for (const owners of [[0, 1], [2]]) {
    safes.push(await createSafe(devnet, { owners, threshold: 1, fundWei: parseEther('1') }))
    await devnet.mine(20)
  }
  for (const [index, safe] of safes.entries()) {
    for (let round = 0; round < 3; round++) {
      await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: safe, amount: 10n ** 18n })
      await execSafeTransaction(devnet, {
        safe,
        tx: { to: devnet.accounts[9]!.address, value: 7n },
        signers: [[0, 2][index]!],
      })
      await fundEth(devnet, { to: safe, wei: 3n, from: 8 })
      await devnet.mine(9)
    }
  }
  head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
  const reference = await openTestDb()
  cleanups.push(() => reference.dispose())
  const indexer = startTestIndexer({ devnet, db: reference.db, chain: testConfig(devnet).chains[0]! })
  await indexer.caughtUp(head)
  await indexer.stop()
  expected = withoutRangeEdges(await dumpIndexedRows(reference.db))
  // The history the runs below must reproduce.
  expect(expected.multisig_transactions).toHaveLength(6)
  expect(expected.transfers?.length).toBeGreaterThanOrEqual(12)
})

/** The stored headers are the edges of the ranges read (reorg bookkeeping), which differ with the provider's caps. */
function withoutRangeEdges(rows: Awaited<ReturnType<typeof dumpIndexedRows>>) {
  const { blocks: _edges, ...chainData } = rows
  return chainData
}

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await devnet?.stop()
})

type IndexerSettings = { requestsPerSecond?: number; verifyLogsFrom?: number }

/** Starts indexing the devnet from block 0 through a proxy with `limits`, with a first range far over its cap. */
async function startThrough(limits: Omit<RationedRpcOptions, 'upstream'>, settings: IndexerSettings = {}) {
  return startIndexerThroughProxy(devnet, limits, settings, cleanups)
}

/** Indexes the devnet through a proxy with `limits` up to the head; the rows written and what the proxy saw. */
async function indexThrough(limits: Omit<RationedRpcOptions, 'upstream'>, settings: IndexerSettings = {}) {
  const { proxy, testDb, indexer } = await startThrough(limits, settings)
  await indexer.caughtUp(head)
  await indexer.stop()
  return { rows: withoutRangeEdges(await dumpIndexedRows(testDb.db)), stats: proxy.stats() }
}

describe('ChainIndexer through rationed providers', () => {
  it.each(rationedProviderCases)(
    'catches up the full history through %s %j, nothing lost or doubled',
    async (dialect, limits) => {
      const { rows, stats } = await indexThrough({ dialect, ...limits })
      expect(rows).toEqual(expected)
      // The provider did refuse, and the refusals were read as such, not as empty answers.
      expect(stats.refused.range + stats.refused.results).toBeGreaterThan(0)
      // A cap the provider names (or suggests) is learned at once: the few windows in flight then are refused, no more.
      const namesCap = !(dialect === 'ankr' && 'suggestRange' in limits)
      if ('maxBlockRange' in limits && namesCap) expect(stats.refused.range).toBeLessThanOrEqual(6)
    },
  )

  it('waits out 429s under a requests-per-second limit, with added latency', async () => {
    const { rows, stats } = await indexThrough(
      { dialect: 'alchemy', maxBlockRange: 60, requestsPerSecond: 6, latencyMs: 20 },
      // The gateway's own budget above the provider's: it meets the 429s and must honour them.
      { requestsPerSecond: 200 },
    )
    expect(rows).toEqual(expected)
    expect(stats.refused.rateLimited).toBeGreaterThan(0)
  })

  it('stays under a budget set below the provider’s limit', async () => {
    const { rows, stats } = await indexThrough(
      { dialect: 'infura', maxBlockRange: 20, requestsPerSecond: 50 },
      { requestsPerSecond: 25 },
    )
    expect(rows).toEqual(expected)
    expect(stats.refused.rateLimited).toBe(0)
  })

  it('names a node that only serves recent blocks, and stores nothing past the checkpoint', async () => {
    const proxy = await startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'publicnode', archiveBlocks: 16 })
    const testDb = await openTestDb()
    cleanups.push(
      () => testDb.dispose(),
      () => proxy.stop(),
    )
    const config = testConfig({ rpcUrl: proxy.url, chainId: devnet.chainId })
    const indexer = startTestIndexer({ devnet, db: testDb.db, chain: config.chains[0]! })
    cleanups.push(() => indexer.stop())
    await waitUntil('the indexer to report the archive gate', () => Boolean(indexer.indexer.status().lastError))
    expect(indexer.indexer.status().lastError).toMatch(
      /^The node of chain 1337 does not serve logs of blocks \d+–\d+: it keeps only recent blocks\. Use an archive node/,
    )
    await indexer.stop()
    const rows = await dumpIndexedRows(testDb.db)
    expect(rows.safes).toEqual([])
    expect(rows.safe_events).toEqual([])
  })

  // Issue 19, "Errors and bad input": answers a provider gives instead of refusing (docs/rpc-providers.md §8).
  it('reads the whole history through a provider that cuts long answers silently', async () => {
    const { rows, stats } = await indexThrough(
      { dialect: 'geth', misbehave: { truncateLogsAt: 4 } },
      { verifyLogsFrom: 3 },
    )
    expect(rows).toEqual(expected)
    expect(stats.misbehaved.truncated).toBeGreaterThan(0)
  })

  it('learns a silent cut once, then splits answers that long without proving it again', async () => {
    const proxy = await startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'geth', misbehave: { truncateLogsAt: 4 } })
    cleanups.push(() => proxy.stop())
    const client = createPublicClient({ transport: http(proxy.url) }) as PublicClient
    const reader = new LogReader(client, new BlockRangeSizer(100_000, 100_000), {
      chainId: '1337',
      concurrency: 4,
      verifyLogsFrom: 3,
    })
    const all = { from: 0, to: head, topics: [] }
    const whole = await LogReader.plain(devnet.publicClient as PublicClient).getLogs(all)
    expect(await reader.getLogs(all)).toEqual(whole)
    const asked = proxy.stats().getLogs
    expect(await reader.getLogs(all)).toEqual(whole)
    expect(proxy.stats().getLogs - asked).toBeLessThan(asked)
  })

  it.each([
    [
      'a log of another event',
      (logs: Record<string, unknown>[]) => logs.map((log) => ({ ...log, topics: [`0x${'12'.repeat(32)}`] })),
      /with a log whose topic 0 the filter does not ask for\.$/,
    ],
    [
      'a malformed log',
      (logs: Record<string, unknown>[]) => logs.map((log) => ({ ...log, blockHash: 'garbage' })),
      /with a malformed log \(blockHash of log 0\)\.$/,
    ],
    ['no list', () => ({ logs: 'later' }), /with something that is not a list of logs\.$/],
  ])('names %s in eth_getLogs answers, and stores nothing of it', async (_, garble, sentence) => {
    const rewrite = ({ method }: { method: string }, result: unknown) =>
      method === 'eth_getLogs' && Array.isArray(result) && result.length > 0
        ? garble(result as Record<string, unknown>[])
        : result
    const { indexer, testDb } = await startThrough({ dialect: 'geth', misbehave: { rewrite } })
    await waitUntil('the step to fail on the answer', () => indexer.indexer.status().nodeProblem !== undefined, {
      timeoutMs: 60_000,
    })
    const problem = indexer.indexer.status().nodeProblem
    expect(problem).toMatch(/^The node of chain 1337 answered eth_getLogs for blocks \d+–\d+ /)
    expect(problem).toMatch(sentence)
    await indexer.stop()
    const rows = await dumpIndexedRows(testDb.db)
    expect([rows.safes, rows.safe_events, rows.transfers, rows.multisig_transactions]).toEqual([[], [], [], []])
  })

  it('names a malformed block header, and stores nothing of it', async () => {
    const rewrite = ({ method }: { method: string }, result: unknown) =>
      method === 'eth_getBlockByNumber' && result !== null ? { ...(result as object), hash: '0xnot-a-hash' } : result
    const { indexer, testDb } = await startThrough({ dialect: 'geth', misbehave: { rewrite } })
    await waitUntil('the step to fail on the answer', () => indexer.indexer.status().nodeProblem !== undefined, {
      timeoutMs: 60_000,
    })
    expect(indexer.indexer.status().nodeProblem).toMatch(
      /^The node of chain 1337 answered eth_getBlockByNumber for block \d+ with a malformed block/,
    )
    await indexer.stop()
    const rows = await dumpIndexedRows(testDb.db)
    expect([rows.blocks, rows.safes, rows.safe_events]).toEqual([[], [], []])
  })
})
