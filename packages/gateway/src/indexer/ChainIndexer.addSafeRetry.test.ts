import { createSafe, type Devnet, startDevnet } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interceptQueries } from '../db/interceptQueries'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

// A Safe whose addition fails for a reason that is not the address (the node or the database) stays queued: the
// retried step adds it, instead of the Safe being forgotten until someone reads it again (bench watch-backfill saw one).

let devnet: Devnet
let testDb: TestDb
let indexer: TestIndexer
let safe: Address
let failures = 1

beforeAll(async () => {
  devnet = await startDevnet()
  safe = await createSafe(devnet, { owners: [0], threshold: 1 })
  await devnet.mine(5)
  testDb = await openTestDb()
  const db = interceptQueries(testDb.db, (sql, _params, run) =>
    /insert into "?safe_backfills/.test(sql) && failures-- > 0 ? Promise.reject(new Error('database gone')) : run(),
  )
  const chain = testConfig(devnet, { indexer: { mode: 'watch' } }).chains[0]!
  indexer = startTestIndexer({ devnet, db, chain })
  await indexer.caughtUp()
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('a failed Safe addition', () => {
  it('tells its caller and adds the Safe on the retried step', async () => {
    await expect(indexer.indexer.addSafe(safe, { clientKey: 'a' })).rejects.toThrow('database gone')
    await indexer.backfilled(safe)
    expect(await testDb.db.query('select address, source from safes')).toEqual([{ address: safe, source: 'manual' }])
    expect(await testDb.db.query('select complete from safe_backfills')).toEqual([{ complete: true }])
  })
})
