import { type Devnet, startDevnet } from '@strongroom/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer } from '../testing/startTestIndexer'
import { waitUntil } from '../testing/waitUntil'

let devnet: Devnet
let testDb: TestDb

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet({ deploy: false, demo: false }), openTestDb()])
})

afterAll(async () => {
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('ChainIndexer on the wrong node', () => {
  it('names a node that serves another chain than its preset, and stores nothing', async () => {
    const [chain] = parseConfig({ CHAIN: 'base', RPC_URL: devnet.rpcUrl, LOG_LEVEL: 'silent' }).chains
    const indexer = startTestIndexer({ devnet, db: testDb.db, chain: chain! })
    await waitUntil('the indexer to stop', () => !indexer.indexer.status().indexing)
    expect(indexer.indexer.status().lastError).toBe('The RPC of chain 8453 serves chain 1337.')
    await indexer.stop()
    const rows = await dumpIndexedRows(testDb.db)
    expect(Object.values(rows).every((table) => table.length === 0)).toBe(true)
  })
})
