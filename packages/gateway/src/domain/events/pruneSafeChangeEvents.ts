import type { Db } from '../../db/Db'

/** How long changes stay replayable, and how many at most. */
export type SafeChangeRetention = { maxAgeMs: number; maxEvents: number }

/** A day of changes, but never more than a million rows. */
export const DEFAULT_SAFE_CHANGE_RETENTION: SafeChangeRetention = { maxAgeMs: 24 * 3_600_000, maxEvents: 1_000_000 }

/**
 * Deletes the oldest changes: those older than `maxAgeMs` and those beyond the newest `maxEvents`, always a prefix of
 * ids, and records the highest deleted id so resumes from before it are answered with a reset. Several processes may
 * run it at once.
 * @returns how many rows were deleted.
 */
export async function pruneSafeChangeEvents(
  db: Db,
  { maxAgeMs, maxEvents }: SafeChangeRetention = DEFAULT_SAFE_CHANGE_RETENTION,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [bound] = await tx.query<{ through: number | null }>(
      `select greatest(
         (select max(id) from safe_change_events where created_at < now() - make_interval(secs => $1)),
         (select max(id) from safe_change_events) - $2
       ) as through`,
      [maxAgeMs / 1000, maxEvents],
    )
    const through = bound?.through ?? null
    if (through === null || through <= 0) return 0
    const [deleted] = await tx.query<{ count: number }>(
      'with gone as (delete from safe_change_events where id <= $1 returning 1) select count(*)::integer as count from gone',
      [through],
    )
    await tx.query('update safe_change_retention set pruned_through = greatest(pruned_through, $1)', [through])
    return deleted?.count ?? 0
  })
}
