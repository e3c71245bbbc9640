import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { publishSafeChange } from '../events/publishSafeChange'

/**
 * Publishes a `delegates` change (kind `safe`) for every Safe whose delegates changed: the Safes named, and for a
 * delegation covering all the delegator's Safes (null among `safes`), every indexed Safe the delegator owns now.
 */
export async function publishDelegatesChange(
  tx: Db,
  { chainId, safes, delegator }: { chainId: string; safes: readonly (Address | null)[]; delegator: Address },
): Promise<void> {
  const affected = new Set(safes.filter((safe): safe is Address => safe !== null))
  if (safes.includes(null)) {
    const owned = await tx.query<{ address: Address }>(
      'select address from safe_states where chain_id = $1 and owners @> array[$2]::text[] order by address',
      [chainId, delegator],
    )
    for (const row of owned) affected.add(row.address)
  }
  for (const safe of affected) await publishSafeChange(tx, { chainId, safe, kinds: ['safe'], reason: 'delegates' })
}
