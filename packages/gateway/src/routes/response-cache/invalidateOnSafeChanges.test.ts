import type { SafeChangeKind } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../createLogger'
import type { Database } from '../../db/Db'
import { publishSafeChange } from '../../domain/events/publishSafeChange'
import { SafeChangeHub } from '../../realtime/SafeChangeHub'
import { type InterruptibleDb, interruptibleDb } from '../../testing/interruptibleDb'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { waitUntil } from '../../testing/waitUntil'
import { invalidateOnSafeChanges } from './invalidateOnSafeChanges'
import { ResponseCache } from './ResponseCache'

const CHAIN = '1337'
const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const OTHER = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

let testDb: TestDb
/** The same database through another object, as a second gateway process would reach it (own connections). */
let elsewhere: Database
/** What the hub listens through: its notifications can be cut off the way a dropped connection loses them. */
let link: InterruptibleDb
let hub: SafeChangeHub
let cache: ResponseCache
let stop: () => void

beforeAll(async () => {
  testDb = await openTestDb()
  elsewhere = Object.create(testDb.db) as Database
  link = interruptibleDb(testDb.db)
  hub = new SafeChangeHub({ db: link.db, logger: createLogger('silent') })
  await hub.start()
  cache = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, maxAgeMs: 60_000 })
  stop = invalidateOnSafeChanges(cache, { hub, db: testDb.db })
})

afterAll(async () => {
  stop?.()
  await hub?.stop()
  await testDb?.dispose()
})

function publish(db: Database, safe: Address, kinds: SafeChangeKind[] = ['queue']) {
  return db.transaction((tx) => publishSafeChange(tx, { chainId: CHAIN, safe, kinds, reason: 'proposal' }))
}

function put(key: string, safe: Address = SAFE, chainId = CHAIN): void {
  const ticket = cache.begin(key, { chainId, safe })
  if (!ticket) throw new Error(`The cache took no ticket for ${key}.`)
  cache.store(ticket, key, 'application/json')
}

describe('invalidateOnSafeChanges', () => {
  it('voids a Safe’s answers on commit in this process, before the writer’s transaction() resolves', async () => {
    put('/safe')
    put('/other', OTHER)
    link.mute(true)
    try {
      await publish(testDb.db, SAFE)
      expect(cache.get('/safe')).toBeNull()
      expect(cache.get('/other')).not.toBeNull()
    } finally {
      link.mute(false)
    }
  })

  it('voids them on the notification of a change committed elsewhere', async () => {
    put('/safe')
    await publish(elsewhere, SAFE)
    await waitUntil('the notification', () => cache.get('/safe') === null)
  })

  it('voids every answer on the chain for a change that may add token metadata', async () => {
    for (const kind of ['balances', 'collectibles'] as const) {
      put('/safe')
      put('/other', OTHER)
      put('/elsewhere', SAFE, '1')
      // From elsewhere, so the notification is what voids them.
      await publish(elsewhere, OTHER, ['history', kind])
      await waitUntil('the notification', () => cache.get('/other') === null)
      expect([cache.get('/safe'), cache.get('/other')]).toEqual([null, null])
      expect(cache.get('/elsewhere')).not.toBeNull()
    }
  })

  it('serves and stores nothing from the loss of the notification connection until the hub caught up', async () => {
    put('/safe')
    link.lose()
    expect(cache.get('/safe')).toBeNull()
    expect(cache.begin('/safe', { chainId: CHAIN, safe: SAFE })).toBeNull()
    await publish(elsewhere, OTHER)
    link.restore()
    await waitUntil('caching again', () => cache.begin('/safe', { chainId: CHAIN, safe: SAFE }) !== null)
    put('/safe')
    expect(cache.get('/safe')).not.toBeNull()
  })

  it('stops following when asked', async () => {
    const own = new ResponseCache({ maxEntries: 10, maxBytes: 10_000, maxAgeMs: 60_000 })
    invalidateOnSafeChanges(own, { hub, db: testDb.db })()
    const ticket = own.begin('/safe', { chainId: CHAIN, safe: SAFE })!
    own.store(ticket, '{}', 'application/json')
    await publish(testDb.db, SAFE)
    expect(own.get('/safe')).not.toBeNull()
  })
})
