import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { waitUntil } from '../../testing/waitUntil'
import { committedSafeChanges } from './committedSafeChanges'
import { publishSafeChanges, SAFE_CHANGES_CHANNEL } from './publishSafeChanges'
import type { SafeChangeEvent } from './SafeChangeEvent'

const SAFE_A = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const SAFE_B = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
})

afterAll(() => testDb?.dispose())

describe('publishSafeChanges', () => {
  it('logs, tags, notifies and announces a batch in order, with one tag per Safe and kind', async () => {
    const notified: number[] = []
    const unlisten = await testDb.db.listen(SAFE_CHANGES_CHANNEL, (payload) => notified.push(JSON.parse(payload).id))
    const announced: SafeChangeEvent[] = []
    const stop = committedSafeChanges.subscribe(testDb.db, (event) => announced.push(event))
    try {
      const events = await testDb.db.transaction((tx) =>
        publishSafeChanges(tx, [
          { chainId: '1337', safe: SAFE_A, kinds: ['queue', 'history'], reason: 'execution' },
          { chainId: '1337', safe: SAFE_B, kinds: ['balances'], reason: 'incoming-transfer' },
          { chainId: '1337', safe: SAFE_A, kinds: ['history'], reason: 'incoming-transfer' },
        ]),
      )
      expect(events.map(({ safe, kinds, reason }) => ({ safe, kinds, reason }))).toEqual([
        { safe: SAFE_A, kinds: ['queue', 'history'], reason: 'execution' },
        { safe: SAFE_B, kinds: ['balances'], reason: 'incoming-transfer' },
        { safe: SAFE_A, kinds: ['history'], reason: 'incoming-transfer' },
      ])
      const ids = events.map((event) => event.id)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      expect(announced).toEqual(events)
      await waitUntil('the notifications', () => notified.length === 3)
      expect(notified).toEqual(ids)

      const tags = await testDb.db.query<{ safe: string; kind: string; event_id: number }>(
        `select safe, kind, event_id from safe_change_tags where safe = any($1) order by safe, kind`,
        [[SAFE_A, SAFE_B]],
      )
      expect(tags).toEqual([
        { safe: SAFE_A, kind: 'history', event_id: ids[2] },
        { safe: SAFE_A, kind: 'queue', event_id: ids[0] },
        { safe: SAFE_B, kind: 'balances', event_id: ids[1] },
      ])
    } finally {
      stop()
      await unlisten()
    }
  })

  it('publishes nothing for an empty batch or a rolled-back transaction', async () => {
    const [before] = await testDb.db.query<{ count: number }>('select count(*)::int as count from safe_change_events')
    expect(await testDb.db.transaction((tx) => publishSafeChanges(tx, []))).toEqual([])
    await expect(
      testDb.db.transaction(async (tx) => {
        await publishSafeChanges(tx, [{ chainId: '1337', safe: SAFE_A, kinds: ['queue'], reason: 'proposal' }])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    const [after] = await testDb.db.query<{ count: number }>('select count(*)::int as count from safe_change_events')
    expect(after).toEqual(before)
  })
})
