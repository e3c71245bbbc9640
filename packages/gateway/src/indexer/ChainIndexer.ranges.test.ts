import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { type Address, createPublicClient, custom, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig } from '../config'
import { createLogger } from '../createLogger'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { openTestDb } from '../testing/openTestDb'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { ChainIndexer, type RangeIndexed } from './ChainIndexer'

let devnet: Devnet
let head: number
let reference: Awaited<ReturnType<typeof dumpIndexedRows>>
/** Owned by accounts 0 and 1, threshold 1. */
let first: Address

/** A client for the devnet that answers like an older node: eth_getLogs without `blockTimestamp`; counts calls. */
function withoutLogTimestamps(calls: Map<string, number>): PublicClient {
  return createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        calls.set(method, (calls.get(method) ?? 0) + 1)
        const result = await devnet.publicClient.request({ method, params } as never)
        if (method !== 'eth_getLogs') return result
        return (result as Record<string, unknown>[]).map(({ blockTimestamp: _, ...log }) => log)
      },
    }),
  }) as PublicClient
}

/** Indexes the whole devnet into a fresh database with `chain` (and optionally `client`); returns the dump. */
async function indexAll(chain: ChainConfig, client?: PublicClient) {
  const testDb = await openTestDb()
  const ranges: RangeIndexed[] = []
  try {
    if (client) {
      const indexer = new ChainIndexer({
        chain,
        client,
        db: testDb.db,
        logger: createLogger('warn', { chainId: chain.chainId }),
        onRangeIndexed: (range) => ranges.push(range),
      })
      indexer.start()
      await indexer.waitForBlock(head)
      await indexer.stop()
    } else {
      const indexer = startTestIndexer({ devnet, db: testDb.db, chain, onRangeIndexed: (range) => ranges.push(range) })
      await indexer.caughtUp(head)
      await indexer.stop()
    }
    return { dump: await dumpIndexedRows(testDb.db), ranges }
  } finally {
    await testDb.dispose()
  }
}

/** Which headers are kept for reorg detection depends on the range boundaries; every other row must match. */
const withoutHeaders = (dump: typeof reference) => ({ ...dump, blocks: [] })

beforeAll(async () => {
  devnet = await startDevnet()
  // A Safe created in one block receives tokens and ether in the very next blocks, and a second Safe is created and
  // used right after: with one-block ranges, each next range is read while its predecessor (which creates the Safe
  // its transfers belong to) is still being written.
  first = await createSafe(devnet, { owners: [0, 1], threshold: 1 })
  await fundToken(devnet, { token: devnet.demo!.tokens.usdc, to: first, amount: 5_000_000n })
  await fundEth(devnet, { to: first, wei: parseEther('1') })
  await execSafeTransaction(devnet, { safe: first, tx: { to: devnet.accounts[7]!.address, value: 3n }, signers: [1] })
  const second: Address = await createSafe(devnet, { owners: [2], threshold: 1 })
  await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: second, amount: 10n ** 18n })
  await execSafeTransaction(devnet, { safe: second, tx: { to: first, value: 0n, data: '0x' }, signers: [2] })
  await devnet.mine(5)
  head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
  reference = (await indexAll(testConfig(devnet).chains[0]!)).dump
})

afterAll(async () => {
  await devnet?.stop()
})

describe('ChainIndexer ranges', () => {
  it('indexes the same rows with one-block ranges read ahead as with large ranges', async () => {
    expect(reference.safes).toHaveLength(2)
    expect(reference.transfers!.map((row) => [row.type, row.direction])).toEqual(
      expect.arrayContaining([
        ['ERC20', 'INCOMING'],
        ['ETHER', 'INCOMING'],
        ['ETHER', 'OUTGOING'],
      ]),
    )
    const chain = testConfig(devnet, { indexer: { initialBlockRange: 1, maxBlockRange: 1 } }).chains[0]!
    const { dump, ranges } = await indexAll(chain)
    expect(ranges.length).toBe(head + 1)
    expect(withoutHeaders(dump)).toEqual(withoutHeaders(reference))
  })

  it('queues no push notifications while catching up, and does for blocks mined at the head', async () => {
    const testDb = await openTestDb()
    try {
      const safe = first
      await testDb.db.query(
        `insert into notification_devices (uuid, cloud_messaging_token, build_number, bundle, device_type, version)
         values ('device-1', 'token-1', '1', 'strongroom', 'WEB', '1')`,
      )
      await testDb.db.query(
        `insert into notification_subscriptions (device_uuid, chain_id, safe) values ('device-1', '1337', $1)`,
        [safe],
      )
      const outbox = () => testDb.db.query<{ type: string }>('select type from notification_outbox order by id')
      const indexer = startTestIndexer({ devnet, db: testDb.db, chain: testConfig(devnet).chains[0]! })
      try {
        await indexer.caughtUp(head)
        // The catch-up read the Safe's creation, incoming transfers and an execution: none of them is news.
        expect(await outbox()).toEqual([])
        const snapshot = await devnet.snapshot()
        try {
          await execSafeTransaction(devnet, {
            safe,
            tx: { to: devnet.accounts[7]!.address, value: 1n },
            signers: [0],
          })
          await indexer.caughtUp()
          expect((await outbox()).map((row) => row.type)).toContain('EXECUTED_MULTISIG_TRANSACTION')
        } finally {
          await indexer.stop()
          await devnet.revert(snapshot)
        }
      } finally {
        await indexer.stop()
      }
    } finally {
      await testDb.dispose()
    }
  })

  it('reads block timestamps from headers when the node leaves them out of eth_getLogs', async () => {
    const calls = new Map<string, number>()
    const { dump } = await indexAll(testConfig(devnet).chains[0]!, withoutLogTimestamps(calls))
    expect(withoutHeaders(dump)).toEqual(withoutHeaders(reference))
    // One header per block with logs on top of the range edges: the fallback was used.
    const blocksWithLogs = new Set(reference.safe_events!.map((row) => row.block_number)).size
    expect(calls.get('eth_getBlockByNumber')).toBeGreaterThanOrEqual(blocksWithLogs)
  })
})
