import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../db/createPostgresDatabase'
import type { Database, Db } from '../db/Db'
import { interceptQueries } from '../db/interceptQueries'
import { openDb } from '../db/openDb'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { migratedTemplate, openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'

let devnet: Devnet
let reference: TestDb
let head: number
const cleanups: (() => Promise<void> | void)[] = []

/** A persistent database that can be closed and opened again: a PGlite directory, or Postgres with DATABASE_URL. */
async function persistentLocation(): Promise<{ databaseUrl?: string; dataDir?: string }> {
  if (process.env.DATABASE_URL) return { databaseUrl: await createPostgresDatabase(process.env.DATABASE_URL) }
  const dataDir = mkdtempSync(join(tmpdir(), 'strongroom-restart-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  return { dataDir }
}

/** Fails the checkpoint update of one transaction, as if the process died just before COMMIT. */
function killBeforeCommit(db: Database, shouldKill: () => boolean): Db {
  return interceptQueries(db, (sql, _params, run) =>
    /update indexer_checkpoints/.test(sql) && shouldKill() ? Promise.reject(new Error('process killed')) : run(),
  )
}

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
    const location = await persistentLocation()
    // Small fixed ranges so the catch-up takes many transactions.
    const chain = testConfig(devnet, { indexer: { initialBlockRange: 10, maxBlockRange: 10 } }).chains[0]!

    // PGlite: start the directory from the migrated template (initdb would take seconds); reopen it as is.
    const first = await openDb(location.dataDir ? { ...location, template: await migratedTemplate() } : location)
    let committed = 0
    const killed = killBeforeCommit(first, () => committed >= 6)
    const crashed = startTestIndexer({ devnet, db: killed, chain, onRangeIndexed: () => committed++ })
    await waitUntil('the simulated crash', () => Boolean(crashed.indexer.status().lastError))
    await crashed.stop()
    await first.close()
    expect(committed).toBe(6)

    const reopened = await openDb(location)
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
