import type { Address, Hash } from 'viem'
import type { Db } from '../../db/Db'

/**
 * Inserts a verified message row unless one with its hash exists (first one wins).
 * @returns whether it was inserted.
 */
export async function insertSafeMessage(
  trx: Db,
  row: {
    chainId: string
    messageHash: Hash
    safe: Address
    /** The content as JSON text: a JSON string or the typed data object, as proposed. */
    message: string
    safeAppId: number | null
    origin: string | null
    proposedBy: Address
    /** When it was first proposed elsewhere (an import); never later than now. Default: now. */
    createdAt?: Date | null
  },
): Promise<boolean> {
  const inserted = await trx.query(
    `insert into safe_messages (chain_id, message_hash, safe, message, safe_app_id, origin, proposed_by, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, least(coalesce($8::timestamptz, now()), now()))
     on conflict (chain_id, message_hash) do nothing
     returning message_hash`,
    [
      row.chainId,
      row.messageHash,
      row.safe,
      row.message,
      row.safeAppId,
      row.origin,
      row.proposedBy,
      row.createdAt ?? null,
    ],
  )
  return inserted.length > 0
}
