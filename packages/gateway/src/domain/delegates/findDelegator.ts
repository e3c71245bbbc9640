import { type Address, getAddress } from 'viem'
import type { Db } from '../../db/Db'

/**
 * The owner `delegate` may propose for on `safe`: a delegator among the Safe's current `owners` who registered it for
 * this Safe or for all of theirs, not expired (transaction service `get_for_safe_and_delegate`). Null if none.
 */
export async function findDelegator(
  db: Db,
  {
    chainId,
    safe,
    delegate,
    owners,
  }: { chainId: string; safe: Address; delegate: Address; owners: readonly Address[] },
): Promise<Address | null> {
  const [row] = await db.query<{ delegator: string }>(
    `select delegator from delegates
      where chain_id = $1 and delegate = $2 and (safe = $3 or safe is null) and delegator = any($4::text[])
        and (expiry_date is null or expiry_date > now())
      order by safe nulls last, created_at
      limit 1`,
    [chainId, delegate, safe, [...owners]],
  )
  return row ? getAddress(row.delegator) : null
}
