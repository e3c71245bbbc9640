import type { Db } from '../../db/Db'
import { recordSafeEvent } from '../notifications/recordSafeEvent'
import { committedSafeChanges } from './committedSafeChanges'
import type { SafeChange } from './SafeChange'
import { type SafeChangeEvent, safeChangeEventSchema } from './SafeChangeEvent'

/** The notification channel every gateway process listens on (one message per published change). */
export const SAFE_CHANGES_CHANNEL = 'safe_changes'

/**
 * Publishes a change of a Safe. Call it inside the transaction that writes the change, as its last statement (it takes
 * a lock held until commit): the change is logged in `safe_change_events` with the next id, the SafeInfo tags of its
 * kinds are raised, `pg_notify('safe_changes', …)` tells every gateway process on commit (this process's
 * committedSafeChanges listeners hear it synchronously on commit), and its push notifications are queued. A
 * rolled-back transaction publishes nothing.
 *
 * Ids must become visible in id order, or a client resuming after id n could miss a smaller id committed later: the
 * transaction-level advisory lock serialises publishers from the insert to their commit.
 * @returns the published event (its id is final once the transaction commits).
 */
export async function publishSafeChange(tx: Db, change: SafeChange): Promise<SafeChangeEvent> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('strongroom:safe_changes', 0))`)
  const [row] = await tx.query(
    `insert into safe_change_events (chain_id, safe, kinds, reason) values ($1, $2, $3, $4)
     returning id, chain_id as "chainId", safe, kinds, reason`,
    [change.chainId, change.safe, [...change.kinds], change.reason],
  )
  const event = safeChangeEventSchema.parse(row)
  await tx.query(
    `insert into safe_change_tags (chain_id, safe, kind, tag, event_id)
     select $1, $2, kind, floor(extract(epoch from now()))::bigint, $4 from unnest($3::text[]) as kind
     on conflict (chain_id, safe, kind) do update
       set tag = greatest(excluded.tag, safe_change_tags.tag + 1), event_id = excluded.event_id`,
    [change.chainId, change.safe, [...change.kinds], event.id],
  )
  await tx.query('select pg_notify($1, $2)', [SAFE_CHANGES_CHANNEL, JSON.stringify(event)])
  // The notification reaches this process asynchronously; readers here (the response cache) hear it on commit.
  tx.afterCommit?.((db) => committedSafeChanges.announce(db, event))
  for (const notification of change.notifications ?? [])
    await recordSafeEvent(tx, { chainId: change.chainId, safe: change.safe, ...notification })
  return event
}
