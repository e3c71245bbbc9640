import type { Address } from 'viem'
import type { Db } from '../../db/Db'

/**
 * Ends every session of a contract account on one chain. EIP-1271 answers may change (owner swapped, threshold
 * raised), so whoever sees such a change (the indexer's owner/threshold events) should call this; sessions of the
 * owners' own keys are untouched.
 * @returns how many sessions were ended.
 */
export async function revokeContractSessions(
  db: Db,
  { chainId, address }: { chainId: string; address: Address },
): Promise<number> {
  const rows = await db.query(
    'delete from auth_sessions where address = $1 and account_chain_id = $2 returning id_hash',
    [address, chainId],
  )
  return rows.length
}
