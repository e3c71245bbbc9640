import type { RecoveredSignature } from '@strongroom/protocol'
import type { Hash } from 'viem'
import type { Db } from '../../db/Db'

/**
 * Inserts one owner's verified signature of a stored message unless that owner signed it already (first one wins).
 * @returns whether it was inserted.
 */
export async function insertMessageConfirmation(
  trx: Db,
  { chainId, messageHash, confirmation }: { chainId: string; messageHash: Hash; confirmation: RecoveredSignature },
): Promise<boolean> {
  const inserted = await trx.query(
    `insert into safe_message_confirmations (chain_id, message_hash, owner, signature, signature_type)
     values ($1, $2, $3, $4, $5)
     on conflict (chain_id, message_hash, owner) do nothing
     returning owner`,
    [chainId, messageHash, confirmation.signer, confirmation.signature.toLowerCase(), confirmation.kind],
  )
  return inserted.length > 0
}
