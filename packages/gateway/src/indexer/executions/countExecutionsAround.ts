import type { Address } from 'viem'
import type { Db } from '../../db/Db'

/**
 * How many ExecutionSuccess/Failure of `safe` the database holds before block `from` and after block `to`: each
 * consumed one nonce, so the nonce of an execution in between is near the count before (all stored when the chain is
 * read oldest first) and near the Safe's nonce now less the count after (all stored by a newest-first backfill): where
 * the nonce search starts (docs/indexing.md §3.7).
 */
export async function countExecutionsAround(
  db: Db,
  chainId: string,
  safe: Address,
  range: { from: number; to: number },
): Promise<{ before: number; after: number }> {
  const [row] = await db.query<{ before: string | number; after: string | number }>(
    `select count(*) filter (where block_number < $3) as before, count(*) filter (where block_number > $4) as after
       from safe_events
      where chain_id = $1 and safe = $2 and event in ('ExecutionSuccess', 'ExecutionFailure')`,
    [chainId, safe, range.from, range.to],
  )
  return { before: Number(row?.before ?? 0), after: Number(row?.after ?? 0) }
}
