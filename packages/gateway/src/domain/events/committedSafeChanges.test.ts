import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/Db'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { committedSafeChanges } from './committedSafeChanges'
import { publishSafeChange } from './publishSafeChange'
import type { SafeChangeEvent } from './SafeChangeEvent'

const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
})

afterAll(() => testDb?.dispose())

function publish(db: Database, fail = false) {
  return db.transaction(async (tx) => {
    const event = await publishSafeChange(tx, { chainId: '1337', safe: SAFE, kinds: ['queue'], reason: 'proposal' })
    if (fail) throw new Error('rolled back')
    return event
  })
}

describe('committedSafeChanges', () => {
  it('hears a published change as soon as its transaction committed, and never a rolled-back one', async () => {
    const heard: SafeChangeEvent[] = []
    const stop = committedSafeChanges.subscribe(testDb.db, (event) => heard.push(event))
    const event = await publish(testDb.db)
    // Synchronously with the commit: no notification round trip involved.
    expect(heard).toEqual([event])
    await expect(publish(testDb.db, true)).rejects.toThrow('rolled back')
    expect(heard).toEqual([event])
    stop()
    await publish(testDb.db)
    expect(heard).toEqual([event])
  })

  it('keeps listeners per database object', async () => {
    // Another Database object over the same storage: a second gateway with its own connections in this process.
    const other = Object.create(testDb.db) as Database
    const mine: number[] = []
    const theirs: number[] = []
    const stopMine = committedSafeChanges.subscribe(testDb.db, (event) => mine.push(event.id))
    const stopTheirs = committedSafeChanges.subscribe(other, (event) => theirs.push(event.id))
    const first = await publish(testDb.db)
    const second = await publish(other)
    expect([mine, theirs]).toEqual([[first.id], [second.id]])
    stopMine()
    stopTheirs()
  })

  it('tells every listener even when one throws', async () => {
    const heard: number[] = []
    const stopFailing = committedSafeChanges.subscribe(testDb.db, () => {
      throw new Error('listener bug')
    })
    const stop = committedSafeChanges.subscribe(testDb.db, (event) => heard.push(event.id))
    const onWarning = () => {}
    process.on('warning', onWarning)
    try {
      const event = await publish(testDb.db)
      expect(heard).toEqual([event.id])
    } finally {
      process.off('warning', onWarning)
      stopFailing()
      stop()
    }
  })
})
