import { getAddress } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import { hashSessionId, SESSION_ID_PATTERN } from './hashSessionId'
import type { SignedInSession } from './SignedInSession'

const sessionRowSchema = z
  .object({ address: z.string(), chain_id: z.string(), account_chain_id: z.string(), expires_at: z.date() })
  .transform(
    (row): SignedInSession => ({
      address: getAddress(row.address),
      chainId: row.chain_id,
      account: { address: getAddress(row.address), chainId: row.account_chain_id || null },
      expiresAt: row.expires_at,
    }),
  )

/** The live session a cookie value names, or null when it is malformed, unknown, signed out or expired. */
export async function findSession(db: Db, { id, now }: { id: string; now: Date }): Promise<SignedInSession | null> {
  if (!SESSION_ID_PATTERN.test(id)) return null
  const [row] = await db.query(
    'select address, chain_id, account_chain_id, expires_at from auth_sessions where id_hash = $1 and expires_at > $2',
    [hashSessionId(id), now],
  )
  return row ? sessionRowSchema.parse(row) : null
}
