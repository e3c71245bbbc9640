import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'

/** Which record a history entry stands for. */
export type HistoryEntryKey =
  | { kind: 'MULTISIG'; safeTxHash: string; timestamp: Date }
  | { kind: 'MODULE'; txHash: string; logIndex: number; timestamp: Date }
  | { kind: 'TRANSFERS'; txHash: string; timestamp: Date }

const entryRowSchema = z.object({
  kind: z.enum(['MULTISIG', 'MODULE', 'TRANSFERS']),
  key: z.string(),
  log_index: z.number().int().nullable(),
  ts: z.date(),
})

const HISTORY_ORDER = 'executed_at desc, block_number desc, log_index desc'

/**
 * A window of a Safe's executed history as the transaction service's `all-transactions` lists it: one entry per
 * executed multisig transaction, per module transaction, and per Ethereum transaction whose transfers are not already
 * explained by one of the Safe's own executions (kept by migration 006 in `safe_history_transfer_txs`). Newest first.
 *
 * The first `offset + limit` entries of the whole list are among the first `offset + limit` of each source, so each
 * source reads that many rows (`$4`) through its history-ordered index and only those are merged: a page costs
 * O(offset + limit), not O(history). Multisig and transfer-only entries are found by `chain_id || ':' || safe` (`$3`),
 * the expression their indexes start with, so the planner has no other index to choose even without statistics.
 * The sort key is unique within a Safe: a (block, log) pair is one event, and a transfer-only transaction's first log
 * belongs to none of the Safe's executions.
 */
const PAGE = `
  select kind, key, log_index, ts from (
    (select 'MULTISIG'::text as kind, safe_tx_hash as key, executed_at as ts, block_number, log_index
       from multisig_transactions
      where chain_id || ':' || safe = $3 and block_number is not null
      order by ${HISTORY_ORDER} limit $4)
    union all
    (select 'MODULE'::text, tx_hash, executed_at, block_number, log_index
       from module_transactions
      where chain_id = $1 and safe = $2
      order by ${HISTORY_ORDER} limit $4)
    union all
    (select 'TRANSFERS'::text, tx_hash, executed_at, block_number, log_index
       from safe_history_transfer_txs
      where chain_id || ':' || safe = $3
      order by ${HISTORY_ORDER} limit $4)
  ) entries
  order by ts desc, block_number desc, log_index desc limit $5 offset $6`

/** One window of the history entries, and how many there are in all (`safe_history_counts`, kept exact by triggers). */
export async function loadHistoryEntries(
  db: Db,
  { chainId, safe, limit, offset }: { chainId: string; safe: Address; limit: number; offset: number },
): Promise<{ entries: HistoryEntryKey[]; total: number }> {
  const window = { limit: Math.trunc(limit), offset: Math.trunc(offset) }
  const [countRows, rows] = await Promise.all([
    db.query<{ entries: number }>('select entries from safe_history_counts where chain_id = $1 and safe = $2', [
      chainId,
      safe,
    ]),
    db.query(PAGE, [chainId, safe, `${chainId}:${safe}`, window.offset + window.limit, window.limit, window.offset]),
  ])
  const entries = rows.map((raw): HistoryEntryKey => {
    const row = entryRowSchema.parse(raw)
    if (row.kind === 'MULTISIG') return { kind: 'MULTISIG', safeTxHash: row.key, timestamp: row.ts }
    if (row.kind === 'MODULE')
      return { kind: 'MODULE', txHash: row.key, logIndex: row.log_index ?? 0, timestamp: row.ts }
    return { kind: 'TRANSFERS', txHash: row.key, timestamp: row.ts }
  })
  return { entries, total: Number(countRows[0]?.entries ?? 0) }
}
