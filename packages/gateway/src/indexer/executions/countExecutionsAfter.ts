import type { Address } from 'viem'
import type { Db } from '../../db/Db'

/**
 * How many ExecutionSuccess/Failure of `safe` the database holds after `block`: each consumed one nonce, so the Safe's
 * nonce now less this count is where the nonce search of an older execution starts (docs/indexing.md §3.7).
 */
export async function countExecutionsAfter(db: Db, chainId: string, safe: Address, block: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from safe_events
      where chain_id = $1 and safe = $2 and block_number > $3 and event in ('ExecutionSuccess', 'ExecutionFailure')`,
    [chainId, safe, block],
  )
  return Number(row?.count ?? 0)
}
