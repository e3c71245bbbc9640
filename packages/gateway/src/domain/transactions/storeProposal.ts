import { type RecoveredSignature, type SafeTx, toSafeTxTuple } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import type { Db } from '../../db/Db'
import { publishSafeChange } from '../events/publishSafeChange'

/** A verified proposal as it is stored. */
export type StoredProposal = {
  chainId: string
  safe: Address
  safeTxHash: Hex
  tx: SafeTx
  proposer: Address
  proposedByDelegate: Address | null
  trusted: boolean
  origin: string | null
  signatures: RecoveredSignature[]
  /** When it was first proposed elsewhere (an import); never later than now. Default: now. */
  submittedAt?: Date | null
}

/**
 * Stores the proposal (first one wins) and one confirmation per owner (first one wins), in one transaction, and
 * publishes the queue change: `proposal` for a new transaction, `confirmation` for new signatures on a known one.
 * The signatures must have been verified against the Safe's owners; this only writes.
 */
export async function storeProposal(
  db: Db,
  {
    chainId,
    safe,
    safeTxHash,
    tx,
    proposer,
    proposedByDelegate,
    trusted,
    origin,
    signatures,
    submittedAt = null,
  }: StoredProposal,
): Promise<void> {
  await db.transaction(async (trx) => {
    const created = await trx.query(
      `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
         base_gas, gas_price, gas_token, refund_receiver, nonce, source, proposer, proposed_by_delegate, origin,
         trusted, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'offchain', $14, $15, $16, $17,
         least(coalesce($18::timestamptz, now()), now()))
       on conflict (chain_id, safe_tx_hash) do nothing
       returning safe_tx_hash`,
      [chainId, safeTxHash, safe, ...toSafeTxTuple(tx), proposer, proposedByDelegate, origin, trusted, submittedAt],
    )
    const added: Address[] = []
    for (const signature of signatures) {
      const inserted = await trx.query(
        `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type, source)
         values ($1, $2, $3, $4, $5, $6, 'offchain')
         on conflict (chain_id, safe_tx_hash, owner) do nothing
         returning owner`,
        [chainId, safeTxHash, signature.signer, safe, signature.signature.toLowerCase(), signature.kind],
      )
      if (inserted.length > 0) added.push(signature.signer)
    }
    if (added.length > 0)
      await trx.query(
        `update multisig_transactions set trusted = true, modified_at = now() where chain_id = $1 and safe_tx_hash = $2`,
        [chainId, safeTxHash],
      )
    if (created.length > 0)
      await publishSafeChange(trx, {
        chainId,
        safe,
        kinds: ['queue'],
        reason: 'proposal',
        // `signed: false` for a proposal without any owner's signature, so the owners' devices say so.
        notifications: [
          {
            type: 'PENDING_MULTISIG_TRANSACTION',
            payload: { safeTxHash, signed: added.length > 0 ? 'true' : 'false' },
          },
        ],
      })
    else if (added.length > 0)
      await publishSafeChange(trx, {
        chainId,
        safe,
        kinds: ['queue'],
        reason: 'confirmation',
        notifications: added.map((owner) => ({ type: 'NEW_CONFIRMATION' as const, payload: { safeTxHash, owner } })),
      })
  })
}
