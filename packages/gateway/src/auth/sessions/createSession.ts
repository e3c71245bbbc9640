import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/Db'
import { accountKey } from '../../domain/accounts/Account'
import { hashSessionId } from './hashSessionId'
import type { SignedInSession } from './SignedInSession'

/**
 * Stores a new session and returns its id, the cookie value. Only the id's hash is written (see {@link hashSessionId}).
 * Expired sessions are dropped on the way, which bounds the table without a background timer.
 */
export async function createSession(
  db: Db,
  { session, now }: { session: SignedInSession; now: Date },
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const [, accountChainId] = accountKey(session.account)
  await db.query('delete from auth_sessions where expires_at <= $1', [now])
  await db.query(
    `insert into auth_sessions (id_hash, address, chain_id, account_chain_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashSessionId(id), session.address, session.chainId, accountChainId, now, session.expiresAt],
  )
  return id
}
