import type { Database } from '@strongroom/gateway'

/**
 * The tables a catch-up fills, parents first. The history tables that triggers maintain (`safe_history_*`) are not
 * listed: the triggers fill them during the bulk insert too, as they do during indexing.
 */
const INDEXED_TABLES = [
  'blocks',
  'tokens',
  'safes',
  'safe_states',
  'safe_events',
  'multisig_transactions',
  'multisig_confirmations',
  'module_transactions',
  'transfers',
] as const

const DERIVED_TABLES = ['safe_history_transfer_txs', 'safe_history_counts'] as const

/** One bare bulk insert of a catch-up's rows, timed. */
export type BulkInsert = { seconds: number; rows: number }

/**
 * Baseline for what storing a catch-up's rows costs at the least: takes every row the indexer wrote to `db`, empties
 * those tables, and times inserting the same rows again into the same database, one statement per table
 * (`insert … select from json_populate_recordset`) in one transaction, with the same indexes and triggers. No
 * decoding, no batching logic, no checks: only the database's own work. Values travel as JSON text, so uint256
 * columns keep every digit.
 */
export async function timeBulkInsert(db: Database): Promise<BulkInsert> {
  const dumps: { table: string; json: string; rows: number }[] = []
  for (const table of INDEXED_TABLES) {
    const [row] = await db.query<{ json: string; rows: number }>(
      `select coalesce(json_agg(t), '[]'::json)::text as json, count(*)::int as rows from ${table} t`,
    )
    dumps.push({ table, json: row!.json, rows: row!.rows })
  }
  await db.query(`truncate ${[...INDEXED_TABLES, ...DERIVED_TABLES].join(', ')} cascade`)
  const started = performance.now()
  await db.transaction(async (tx) => {
    for (const { table, json, rows } of dumps)
      if (rows > 0)
        await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [json])
  })
  return {
    seconds: (performance.now() - started) / 1000,
    rows: dumps.reduce((sum, dump) => sum + dump.rows, 0),
  }
}
