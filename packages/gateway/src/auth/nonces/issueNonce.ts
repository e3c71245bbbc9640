import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/Db'

/**
 * Hands out a fresh sign-in nonce, stored with its expiry so every gateway process sharing the database accepts it.
 *
 * 16 bytes from the OS CSPRNG as hex (32 alphanumerics, EIP-4361 asks for ≥ 8). Not viem's `generateSiweNonce`: it
 * slices a `Math.random` buffer one character further per call, so consecutive nonces share 95 of 96 characters.
 */
export async function issueNonce(db: Db, { now, ttlSeconds }: { now: Date; ttlSeconds: number }): Promise<string> {
  const nonce = randomBytes(16).toString('hex')
  // Expired nonces are useless; dropping them on issue bounds the table without a background timer.
  await db.query('delete from auth_nonces where expires_at <= $1', [now])
  await db.query('insert into auth_nonces (nonce, expires_at) values ($1, $2)', [
    nonce,
    new Date(now.getTime() + ttlSeconds * 1000),
  ])
  return nonce
}
