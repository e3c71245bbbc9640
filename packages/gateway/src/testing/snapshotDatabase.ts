import type { Db } from '../db/Db'

/** Tables that background work (the indexer's progress, change-log pruning) may write while a request runs. */
const BACKGROUND_TABLES = new Set(['indexer_checkpoints', 'blocks', 'safe_change_retention'])

/**
 * Row count and a content hash of every table the gateway owns, except those that background work writes on its own:
 * two equal snapshots mean a request stored nothing. Cheap enough to take around every request of a test: two
 * queries, the hashing done inside the database.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((table) => table.name)
    .filter((name) => !BACKGROUND_TABLES.has(name))
  if (tables.length === 0) return {}
  const columns = tables.map(
    (name, index) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') from "${name}" t) as t${index}`,
  )
  const [row] = await db.query<Record<string, string>>(`select ${columns.join(', ')}`)
  return Object.fromEntries(tables.map((name, index) => [name, row?.[`t${index}`] ?? '']))
}
