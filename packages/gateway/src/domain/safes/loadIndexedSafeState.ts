import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import type { SafeState } from './SafeState'

const address = z.string().transform((value) => getAddress(value))

const safeStateRowSchema = z.object({
  address,
  owners: z.array(address),
  threshold: z.number().int(),
  nonce: z.string().transform((value) => BigInt(value)),
  modules: z.array(address),
  guard: address.nullable(),
  fallback_handler: address.nullable(),
  singleton: address.nullable(),
  version: z.string().nullable(),
})

/**
 * The state the indexer derived for a Safe from its events, or null when the Safe is not indexed. Lists and details are
 * computed against this snapshot so that a transaction's status agrees with what the index holds.
 */
export async function loadIndexedSafeState(db: Db, chainId: string, safe: Address): Promise<SafeState | null> {
  const rows = await db.query(
    `select address, owners, threshold, nonce, modules, guard, fallback_handler, singleton, version
       from safe_states where chain_id = $1 and address = $2`,
    [chainId, safe],
  )
  if (rows.length === 0) return null
  const row = safeStateRowSchema.parse(rows[0])
  return {
    address: row.address,
    owners: row.owners,
    threshold: row.threshold,
    nonce: row.nonce,
    modules: row.modules,
    guard: row.guard,
    fallbackHandler: row.fallback_handler,
    singleton: row.singleton,
    version: row.version,
  }
}
