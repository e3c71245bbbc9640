import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { killBeforeCommit } from '../testing/killBeforeCommit'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { persistentTestDb } from '../testing/persistentTestDb'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'

let devnet: Devnet
let reference: TestDb
let head: number
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  // Activity spread over ~250 blocks: three Safes, executions, ETH and token transfers, empty stretches between.
  const safes: Address[] = []
  for (const owners of [[0, 1, 2], [3], [4, 5]]) {
    safes.push(await createSafe(devnet, { owners, threshold: 1, fundWei: parseEther('1') }))
    await devnet.mine(40)
  }
  for (const [index, safe] of safes.entries()) {
    await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: safe, amount: 10n ** 18n })
    await devnet.mine(17)
    await execSafeTransaction(devnet, {
      safe,
      tx: { to: devnet.accounts[9]!.address, value: 7n },
      signers: [[0, 3, 4][index]!],
    })
    await fundEth(devnet, { to: safe, wei: 3n, from: 8 })
    await devnet.mine(23)
  }
  head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))

  reference = await openTestDb()
  const indexer = startTestIndexer({ devnet, db: reference.db, chain: testConfig(devnet).chains[0]! })
  await indexer.caughtUp(head)
  await indexer.stop()
})

afterAll(async () => {
  await reference?.dispose()
  await devnet?.stop()
  for (const cleanup of cleanups) await cleanup()
})

describe('ChainIndexer restart', () => {
  it('resumes after being killed mid-catch-up without losing or doubling a row', async () => {
    const location = await persistentTestDb()
    cleanups.push(() => location.dispose())
    // Small fixed ranges so the catch-up takes many transactions.
    const chain = testConfig(devnet, { indexer: { initialBlockRange: 10, maxBlockRange: 10 } }).chains[0]!

    const first = await location.open()
    let committed = 0
    const killed = killBeforeCommit(first, /update indexer_checkpoints/, () => committed >= 6)
    const crashed = startTestIndexer({ devnet, db: killed, chain, onRangeIndexed: () => committed++ })
    await waitUntil('the simulated crash', () => Boolean(crashed.indexer.status().lastError))
    await crashed.stop()
    await first.close()
    expect(committed).toBe(6)

    const reopened = await location.open()
    const [checkpoint] = await reopened.query<{ next_block: number }>('select next_block from indexer_checkpoints')
    // Exactly the six committed ranges of ten blocks from block 0; the seventh was rolled back.
    expect(checkpoint).toEqual({ next_block: 60 })
    const resumed = startTestIndexer({ devnet, db: reopened, chain })
    await resumed.caughtUp(head)
    await resumed.stop()

    const expected = await dumpIndexedRows(reference.db)
    const actual = await dumpIndexedRows(reopened)
    // Which headers are kept for reorg detection depends on the range boundaries; every other row must match exactly.
    const counts = (dump: typeof actual) =>
      Object.fromEntries(Object.entries({ ...dump, blocks: [] }).map(([table, rows]) => [table, rows.length]))
    expect(counts(actual)).toEqual(counts(expected))
    expect({ ...actual, blocks: [] }).toEqual({ ...expected, blocks: [] })
    expect(expected.safes).toHaveLength(3)
    expect(expected.transfers!.length).toBe(12)

    // Started again at the head, a wait registered before the checkpoint is read resolves from the checkpoint alone.
    const again = startTestIndexer({ devnet, db: reopened, chain })
    await again.indexer.waitForBlock(head)
    await again.stop()
    await reopened.close()
  })
})
