import type { Db } from '../db/Db'

/** Tables that background work (the indexer's progress, change-log pruning) may write while a request runs. */
const BACKGROUND_TABLES = new Set(['indexer_checkpoints', 'blocks', 'safe_change_retention'])

/**
 * Row count and a content hash of every table the gateway owns, except those that background work writes on its own:
 * two equal snapshots mean a request stored nothing. Cheap enough to take around every request of a test (one
 * aggregate query per table, hashed inside the database).
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  const snapshot: Record<string, string> = {}
  for (const { name } of tables) {
    if (BACKGROUND_TABLES.has(name)) continue
    const [row] = await db.query<{ rows: number; hash: string | null }>(
      `select count(*)::integer as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as hash from "${name}" t`,
    )
    snapshot[name] = `${row?.rows ?? 0}:${row?.hash ?? ''}`
  }
  return snapshot
}
