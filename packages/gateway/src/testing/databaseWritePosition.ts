import type { Db } from '../db/Db'

/**
 * Where the database's write-ahead log is being inserted. Every committed change writes to the log first, so an
 * unchanged position proves nothing was stored (a moved one proves nothing: a rollback or background work writes too).
 */
export async function databaseWritePosition(db: Db): Promise<string> {
  const [row] = await db.query<{ position: string }>('select pg_current_wal_insert_lsn()::text as position')
  return row?.position ?? ''
}
