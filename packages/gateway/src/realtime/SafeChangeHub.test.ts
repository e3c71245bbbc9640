import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../createLogger'
import type { Database } from '../db/Db'
import { publishSafeChange } from '../domain/events/publishSafeChange'
import type { SafeChangeEvent } from '../domain/events/SafeChangeEvent'
import { interruptibleDb } from '../testing/interruptibleDb'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { waitUntil } from '../testing/waitUntil'
import { SafeChangeHub } from './SafeChangeHub'

const CHAIN = '1337'
const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const OTHER = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

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
    const hub = new SafeChangeHub({ db: testDb.db, logger: createLogger('silent') })
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
    const link = interruptibleDb(testDb.db)
    const hub = new SafeChangeHub({ db: link.db, logger: createLogger('silent') })
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

  it('tells observers every change of any Safe, when it stops hearing them and when it has caught up again', async () => {
    const link = interruptibleDb(testDb.db)
    const hub = new SafeChangeHub({ db: link.db, logger: createLogger('silent') })
    const heard: (number | string)[] = []
    hub.observe({
      change: (event) => heard.push(event.id),
      lost: () => heard.push('lost'),
      caughtUp: () => heard.push('caught up'),
    })
    // Not listening yet: it cannot vouch for anything.
    expect(heard).toEqual(['lost'])
    await hub.start()
    expect(heard).toEqual(['lost', 'caught up'])

    const first = [await publish(testDb.db), await publish(testDb.db, OTHER)]
    await waitUntil('both changes', () => heard.includes(first[1]!.id))
    link.lose()
    const missed = await publish(testDb.db, OTHER)
    link.restore()
    await waitUntil('the missed change and the catch-up', () => heard.includes(missed.id) && heard.at(-1) !== 'lost')
    await waitUntil('caught up', () => heard.lastIndexOf('caught up') > heard.lastIndexOf('lost'))
    await hub.stop()
    // A change may be heard twice (notification and replay), and notifications of earlier tests may still arrive on a
    // shared Postgres connection: the first hearing of each of this test's ids counts.
    const firstHearings = heard.filter(
      (entry, index) => typeof entry === 'string' || (entry >= first[0]!.id && heard.indexOf(entry) === index),
    )
    expect(firstHearings).toEqual([
      'lost',
      'caught up',
      ...first.map((event) => event.id),
      'lost',
      missed.id,
      'caught up',
      'lost',
    ])
  })

  it('reads the log again when the connection comes back during a catch-up', async () => {
    const link = interruptibleDb(testDb.db)
    const hub = new SafeChangeHub({ db: link.db, logger: createLogger('silent') })
    await hub.start()
    const received: number[] = []
    const states: string[] = []
    hub.subscribe(CHAIN, SAFE, { change: (event) => received.push(event.id), reset: () => {} })
    hub.observe({ change: () => {}, lost: () => states.push('lost'), caughtUp: () => states.push('caught up') })

    link.lose()
    const release = link.hold()
    // The catch-up reads the log now (nothing missed yet) but hears the answer only after the next loss.
    link.restore()
    link.lose()
    const missed = await publish(testDb.db)
    link.restore()
    release()
    await waitUntil('the change missed during the catch-up', () => received.length === 1)
    expect(received).toEqual([missed.id])
    await waitUntil('caught up', () => states.length === 3)
    expect(states).toEqual(['lost', 'lost', 'caught up'])
    await hub.stop()
  })
})
