import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { useTestDb } from '../testing/useTestDb'
import { waitUntil } from '../testing/waitUntil'
import { LISTENER_APPLICATION_NAME } from './PostgresListener'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Database.listen (PGlite, or Postgres with DATABASE_URL)', () => {
  const testDb = useTestDb()

  it('delivers a notification sent inside a transaction only when it commits, and none after a rollback', async () => {
    const received: string[] = []
    const stop = await testDb.db.listen('test_commit', (payload) => received.push(payload))
    await testDb.db.transaction(async (tx) => {
      await tx.query(`select pg_notify('test_commit', 'committed')`)
      await pause(100)
      expect(received).toEqual([])
    })
    await waitUntil('the committed notification', () => received.length === 1)
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query(`select pg_notify('test_commit', 'rolled back')`)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await testDb.db.query(`select pg_notify('test_commit', 'after')`)
    await waitUntil('the next notification', () => received.length === 2)
    expect(received).toEqual(['committed', 'after'])
    await stop()
    await testDb.db.query(`select pg_notify('test_commit', 'unheard')`)
    await pause(100)
    expect(received).toEqual(['committed', 'after'])
  })

  it('fans one channel out to every subscriber and keeps channels apart', async () => {
    const a: string[] = []
    const b: string[] = []
    const other: string[] = []
    const stops = await Promise.all([
      testDb.db.listen('test_fan', (payload) => a.push(payload)),
      testDb.db.listen('test_fan', (payload) => b.push(payload)),
      testDb.db.listen('test_other', (payload) => other.push(payload)),
    ])
    await testDb.db.query(`select pg_notify('test_fan', 'one'), pg_notify('test_other', 'two')`)
    await waitUntil('both subscribers', () => a.length === 1 && b.length === 1 && other.length === 1)
    expect([a, b, other]).toEqual([['one'], ['one'], ['two']])
    await stops[0]!()
    await testDb.db.query(`select pg_notify('test_fan', 'three')`)
    await waitUntil('the remaining subscriber', () => b.length === 2)
    expect(a).toEqual(['one'])
    await Promise.all(stops.slice(1).map((stop) => stop()))
  })
})

describe.skipIf(!process.env.DATABASE_URL)('Database.listen on Postgres', () => {
  const testDb = useTestDb()

  it('reports a lost connection, reconnects and listens again', async () => {
    const received: string[] = []
    let lost = 0
    let restored = 0
    const stop = await testDb.db.listen('test_reconnect', (payload) => received.push(payload), {
      onLost: () => lost++,
      onRestored: () => restored++,
    })
    // Another session ends the listening connection, as a restarted server or a dropped network would.
    const admin = new pg.Client({ connectionString: testDb.location.databaseUrl })
    await admin.connect()
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      )
      expect(killed.rowCount).toBe(1)
    } finally {
      await admin.end()
    }
    await waitUntil('the loss to be reported', () => lost === 1)
    await waitUntil('the listener to come back', () => restored === 1)
    await testDb.db.query(`select pg_notify('test_reconnect', 'again')`)
    await waitUntil('a notification after reconnecting', () => received.length === 1)
    expect(received).toEqual(['again'])
    await stop()
  })
})
