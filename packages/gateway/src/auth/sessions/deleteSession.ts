import type { Db } from '../../db/Db'
import { hashSessionId, SESSION_ID_PATTERN } from './hashSessionId'

/** Signs a session out. Resolves true when a session with that id existed. */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  if (!SESSION_ID_PATTERN.test(id)) return false
  const rows = await db.query('delete from auth_sessions where id_hash = $1 returning id_hash', [hashSessionId(id)])
  return rows.length > 0
}
