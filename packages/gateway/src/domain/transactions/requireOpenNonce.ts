import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { RuleViolationError } from '../errors/RuleViolationError'

/**
 * Refuses a nonce no transaction can be executed at any more: below the Safe's current nonce, or already used by an
 * executed transaction (docs/indexing.md §4.1). Proposals and imported queues alike.
 * @throws {RuleViolationError}
 */
export async function requireOpenNonce(
  db: Db,
  { chainId, safe, nonce, safeNonce }: { chainId: string; safe: Address; nonce: bigint; safeNonce: bigint },
): Promise<void> {
  if (nonce < safeNonce)
    throw new RuleViolationError(`Nonce ${nonce} is below the Safe's current nonce ${safeNonce}`, {
      details: { nonce, safeNonce },
    })
  const executed = await db.query(
    `select safe_tx_hash from multisig_transactions
      where chain_id = $1 and safe = $2 and nonce = $3 and block_number is not null limit 1`,
    [chainId, safe, nonce],
  )
  if (executed.length > 0) throw new RuleViolationError(`Nonce ${nonce} was already executed`, { details: { nonce } })
}
