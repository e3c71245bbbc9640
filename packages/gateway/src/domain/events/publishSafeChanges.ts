import type { Db } from '../../db/Db'
import { recordSafeEvent } from '../notifications/recordSafeEvent'
import { committedSafeChanges } from './committedSafeChanges'
import type { SafeChange } from './SafeChange'
import { type SafeChangeEvent, safeChangeEventSchema } from './SafeChangeEvent'

/** The notification channel every gateway process listens on (one message per published change). */
export const SAFE_CHANGES_CHANNEL = 'safe_changes'

/**
 * Publishes changes of Safes, in order, with a fixed number of statements however many there are (an indexed range
 * publishes one per Safe it touched). Call it inside the transaction that writes the changes, as its last statement
 * (it takes a lock held until commit): each change is logged in `safe_change_events` with the next id, the SafeInfo
 * tags of its kinds are raised, `pg_notify('safe_changes', …)` tells every gateway process on commit (this process's
 * committedSafeChanges listeners hear them synchronously on commit), and its push notifications are queued. A
 * rolled-back transaction publishes nothing.
 *
 * Ids must become visible in id order, or a client resuming after id n could miss a smaller id committed later: the
 * transaction-level advisory lock serialises publishers from the insert to their commit.
 * @returns the published events, in the order of `changes` (ids are final once the transaction commits).
 */
export async function publishSafeChanges(tx: Db, changes: readonly SafeChange[]): Promise<SafeChangeEvent[]> {
  if (changes.length === 0) return []
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('strongroom:safe_changes', 0))`)
  const params: unknown[] = []
  const tuples = changes.map((change) => {
    params.push(change.chainId, change.safe, [...change.kinds], change.reason)
    const at = params.length - 4
    return `($${at + 1}, $${at + 2}, $${at + 3}::text[], $${at + 4})`
  })
  // Ids come from the sequence in VALUES order; sorting the returned rows by id restores the order of `changes`.
  const rows = await tx.query(
    `insert into safe_change_events (chain_id, safe, kinds, reason) values ${tuples.join(', ')}
     returning id, chain_id as "chainId", safe, kinds, reason`,
    params,
  )
  const events = rows.map((row) => safeChangeEventSchema.parse(row)).sort((a, b) => a.id - b.id)
  // One tag per (Safe, kind): the newest event of the batch names it.
  await tx.query(
    `insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
     select distinct on (e.chain_id, e.safe, kind) e.chain_id, e.safe, kind, floor(extract(epoch from now()))::bigint,
            e.id
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) as e(id, chain_id, safe, kinds),
            unnest(string_to_array(e.kinds, ',')) as kind
      order by e.chain_id, e.safe, kind, e.id desc
     on conflict (chain_id, safe, kind) do update
       set tag = greatest(excluded.tag, safe_change_tags.tag + 1), event_id = excluded.event_id`,
    [
      events.map((event) => event.id),
      events.map((event) => event.chainId),
      events.map((event) => event.safe),
      events.map((event) => event.kinds.join(',')),
    ],
  )
  await tx.query(
    'select pg_notify($1, payload) from unnest($2::text[]) with ordinality as n(payload, position) order by position',
    [SAFE_CHANGES_CHANNEL, events.map((event) => JSON.stringify(event))],
  )
  // The notifications reach this process asynchronously; readers here (the response cache) hear them on commit.
  for (const event of events) tx.afterCommit((db) => committedSafeChanges.announce(db, event))
  for (const [index, change] of changes.entries())
    for (const notification of change.notifications ?? [])
      await recordSafeEvent(tx, { chainId: change.chainId, safe: events[index]!.safe, ...notification })
  return events
}
