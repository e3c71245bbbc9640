import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'
import type { SafeCreationRecord } from './SafeCreationRecord'

const address = z.string().transform((value) => getAddress(value))

const creationRowSchema = z.object({
  address,
  creation_tx_hash: z.string().transform((value) => value.toLowerCase() as Hex),
  created_at: z.date(),
  creator: address.nullable(),
  factory: address.nullable(),
  singleton: address.nullable(),
})

/** How the indexer saw the Safe created; null when it was added by address and its creation is unknown. */
export async function loadSafeCreation(db: Db, chainId: string, safe: Address): Promise<SafeCreationRecord | null> {
  const rows = await db.query(
    `select address, creation_tx_hash, created_at, creator, factory, singleton from safes
      where chain_id = $1 and address = $2 and creation_tx_hash is not null and created_at is not null`,
    [chainId, safe],
  )
  if (rows.length === 0) return null
  const row = creationRowSchema.parse(rows[0])
  return {
    safe: row.address,
    creator: row.creator,
    txHash: row.creation_tx_hash,
    createdAt: row.created_at,
    factory: row.factory,
    singleton: row.singleton,
  }
}
