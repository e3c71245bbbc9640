import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, ListenEvents } from '../db/Db'
import { publishSafeChange } from '../domain/events/publishSafeChange'
import type { SafeChangeEvent } from '../domain/events/SafeChangeEvent'
import { silentLogger } from '../indexer/Logger'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { waitUntil } from '../testing/waitUntil'
import { SafeChangeHub } from './SafeChangeHub'

const CHAIN = '1337'
const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const OTHER = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

/**
 * The test database whose notifications can be held back, as a dropped LISTEN connection loses them; `lose()` and
 * `restore()` report the loss and the reconnection the way PostgresListener does.
 */
function interruptible(db: Database) {
  let connected = true
  const events: ListenEvents[] = []
  const wrapped: Database = Object.assign(Object.create(db) as Database, {
    listen: (channel: string, onPayload: (payload: string) => void, listenEvents: ListenEvents = {}) => {
      events.push(listenEvents)
      return db.listen(channel, (payload) => connected && onPayload(payload), listenEvents)
    },
  })
  return {
    db: wrapped,
    lose: () => {
      connected = false
      for (const listenEvents of events) listenEvents.onLost?.(new Error('connection reset'))
    },
    restore: () => {
      connected = true
      for (const listenEvents of events) listenEvents.onRestored?.()
    },
  }
}

function publish(db: Database, safe = SAFE) {
  return db.transaction((tx) => publishSafeChange(tx, { chainId: CHAIN, safe, kinds: ['queue'], reason: 'proposal' }))
}

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
})

afterAll(() => testDb?.dispose())

describe('SafeChangeHub', () => {
  it('delivers committed changes to the listeners of their Safe only, and ignores foreign notifications', async () => {
    const hub = new SafeChangeHub({ db: testDb.db, logger: silentLogger })
    await hub.start()
    const received: SafeChangeEvent[] = []
    const unsubscribe = hub.subscribe(CHAIN, SAFE, { change: (event) => received.push(event), reset: () => {} })
    await testDb.db.query(`select pg_notify('safe_changes', 'not json'), pg_notify('safe_changes', '{"id":1}')`)
    const mine = await publish(testDb.db)
    await publish(testDb.db, OTHER)
    const next = await publish(testDb.db)
    await waitUntil('both changes of the Safe', () => received.length === 2)
    expect(received).toEqual([mine, next])
    expect(hub.listenerCount).toBe(1)
    unsubscribe()
    expect(hub.listenerCount).toBe(0)
    await hub.stop()
  })

  it('catches up on what it missed while the notification connection was down, in order and once', async () => {
    const link = interruptible(testDb.db)
    const hub = new SafeChangeHub({ db: link.db, logger: silentLogger })
    await hub.start()
    const received: number[] = []
    hub.subscribe(CHAIN, SAFE, { change: (event) => received.push(event.id), reset: () => {} })
    const before = await publish(testDb.db)
    await waitUntil('the first change', () => received.length === 1)

    link.lose()
    const missed = [await publish(testDb.db), await publish(testDb.db, OTHER), await publish(testDb.db)]
    expect(received).toEqual([before.id])
    link.restore()
    const after = await publish(testDb.db)
    await waitUntil('the missed changes and the next one', () => received.length === 4)
    expect(received).toEqual([before.id, missed[0]!.id, missed[2]!.id, after.id])
    await hub.stop()
  })
})
