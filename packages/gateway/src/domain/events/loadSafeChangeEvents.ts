import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import { type SafeChangeEvent, safeChangeEventSchema } from './SafeChangeEvent'

/** Published changes after an id, with the log's bounds seen in the same snapshot. */
export type SafeChangeLog = {
  /** The newest published id (0 before the first change); every id up to it has committed. */
  headId: number
  /** Ids up to this one were pruned: a resume from an older id cannot be replayed. */
  prunedThrough: number
  /** Changes with `afterId < id <= headId`, oldest first, at most `limit`. */
  events: SafeChangeEvent[]
}

const boundsSchema = z.object({
  head_id: z.union([z.number(), z.string()]).transform(Number),
  pruned_through: z.union([z.number(), z.string()]).transform(Number),
})

/**
 * Reads the change log after `afterId`, of one Safe or of all, in one statement (one snapshot), so the events and
 * `headId` agree: replaying them and then following live notifications newer than `headId` misses nothing.
 */
export async function loadSafeChangeEvents(
  db: Db,
  { afterId, limit, safe }: { afterId: number; limit: number; safe?: { chainId: string; address: Address } },
): Promise<SafeChangeLog> {
  const rows = await db.query(
    `with bounds as (
       select greatest(coalesce((select max(id) from safe_change_events), 0), r.pruned_through) as head_id,
              r.pruned_through
         from safe_change_retention r
     )
     select b.head_id, b.pruned_through, e.id, e.chain_id as "chainId", e.safe, e.kinds, e.reason
       from bounds b
       left join lateral (
         select id, chain_id, safe, kinds, reason from safe_change_events
          where id > $1 and id <= b.head_id and ($3::text is null or (chain_id = $3 and safe = $4))
          order by id limit $2
       ) e on true
      order by e.id`,
    [afterId, limit, safe?.chainId ?? null, safe?.address ?? null],
  )
  const bounds = boundsSchema.parse(rows[0])
  return {
    headId: bounds.head_id,
    prunedThrough: bounds.pruned_through,
    events: rows.filter((row) => row.id !== null).map((row) => safeChangeEventSchema.parse(row)),
  }
}
