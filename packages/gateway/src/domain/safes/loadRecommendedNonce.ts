import type { Address } from 'viem'
import type { Db } from '../../db/Db'

/**
 * The nonce a new transaction should take (CGW `getNonces`, docs/gateway-api.md §4.2): one past the highest trusted
 * transaction of the Safe, queued or executed, but never below the Safe's own nonce.
 */
export async function loadRecommendedNonce(
  db: Db,
  { chainId, safe, safeNonce }: { chainId: string; safe: Address; safeNonce: bigint },
): Promise<bigint> {
  const [row] = await db.query<{ nonce: string | null }>(
    `select max(nonce)::text as nonce from multisig_transactions where chain_id = $1 and safe = $2 and trusted`,
    [chainId, safe],
  )
  const next = row?.nonce == null ? safeNonce : BigInt(row.nonce) + 1n
  return next > safeNonce ? next : safeNonce
}
