import type { Db } from '../../db/Db'
import { AuthenticationError } from '../errors/AuthenticationError'

/**
 * Uses up a nonce: one `delete … returning` statement, so of two concurrent verifies (in any processes) exactly one
 * gets the row. Called before any other check, so a failed attempt burns the nonce too (EIP-4361 replay protection).
 * @throws {AuthenticationError} 'Nonce already used or unknown' or 'Nonce expired'.
 */
export async function consumeNonce(db: Db, { nonce, now }: { nonce: string; now: Date }): Promise<void> {
  const [row] = await db.query<{ expires_at: Date }>('delete from auth_nonces where nonce = $1 returning expires_at', [
    nonce,
  ])
  if (!row) throw new AuthenticationError('Nonce already used or unknown', { details: { nonce } })
  if (row.expires_at.getTime() <= now.getTime())
    throw new AuthenticationError('Nonce expired', { details: { nonce, expiredAt: row.expires_at.toISOString() } })
}
