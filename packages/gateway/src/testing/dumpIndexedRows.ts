import type { Db } from '../db/Db'

/** Columns whose value is the time of writing rather than chain data; they differ between two runs. */
const VOLATILE = new Set(['updated_at', 'added_at', 'modified_at', 'fetched_at'])

/** Tables the indexer writes, with the order that makes their dump deterministic. */
const TABLES: Record<string, string> = {
  indexer_checkpoints: 'chain_id, indexer',
  blocks: 'chain_id, number',
  safes: 'chain_id, address',
  safe_backfills: 'chain_id, address',
  safe_states: 'chain_id, address',
  safe_events: 'chain_id, block_number, log_index',
  multisig_transactions: 'chain_id, safe_tx_hash',
  multisig_confirmations: 'chain_id, safe_tx_hash, owner',
  module_transactions: 'chain_id, block_number, log_index',
  transfers: 'chain_id, safe, block_number, log_index',
  tokens: 'chain_id, address',
}

/** Every indexed row of every table, minus write-time columns: two equal dumps mean identical indexing results. */
export async function dumpIndexedRows(db: Db): Promise<Record<string, Record<string, unknown>[]>> {
  const dump: Record<string, Record<string, unknown>[]> = {}
  for (const [table, order] of Object.entries(TABLES)) {
    const rows = await db.query<Record<string, unknown>>(`select * from ${table} order by ${order}`)
    dump[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !VOLATILE.has(key))))
  }
  return dump
}
