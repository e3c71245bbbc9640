import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'

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

/**
 * A Safe's executed history as the transaction service's `all-transactions` lists it: one entry per executed multisig
 * transaction, per module transaction, and per Ethereum transaction whose transfers are not already explained by one
 * of the Safe's own executions. Newest first.
 */
const ENTRIES = `
  select 'MULTISIG'::text as kind, safe_tx_hash as key, executed_at as ts, block_number, log_index
    from multisig_transactions where chain_id = $1 and safe = $2 and block_number is not null
  union all
  select 'MODULE'::text, tx_hash, executed_at, block_number, log_index
    from module_transactions where chain_id = $1 and safe = $2
  union all
  select 'TRANSFERS'::text, t.tx_hash, max(t.executed_at), max(t.block_number), min(t.log_index)
    from transfers t
   where t.chain_id = $1 and t.safe = $2
     and not exists (select 1 from multisig_transactions m
                      where m.chain_id = t.chain_id and m.safe = t.safe and m.tx_hash = t.tx_hash)
     and not exists (select 1 from module_transactions d
                      where d.chain_id = t.chain_id and d.safe = t.safe and d.tx_hash = t.tx_hash)
   group by t.tx_hash`

/** One window of the history entries, and how many there are in all. */
export async function loadHistoryEntries(
  db: Db,
  { chainId, safe, limit, offset }: { chainId: string; safe: Address; limit: number; offset: number },
): Promise<{ entries: HistoryEntryKey[]; total: number }> {
  const [countRows, rows] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::integer as count from (${ENTRIES}) entries`, [chainId, safe]),
    db.query(
      `select kind, key, log_index, ts from (${ENTRIES}) entries
        order by ts desc, block_number desc, log_index desc limit $3 offset $4`,
      [chainId, safe, Math.trunc(limit), Math.trunc(offset)],
    ),
  ])
  const entries = rows.map((raw): HistoryEntryKey => {
    const row = entryRowSchema.parse(raw)
    if (row.kind === 'MULTISIG') return { kind: 'MULTISIG', safeTxHash: row.key, timestamp: row.ts }
    if (row.kind === 'MODULE')
      return { kind: 'MODULE', txHash: row.key, logIndex: row.log_index ?? 0, timestamp: row.ts }
    return { kind: 'TRANSFERS', txHash: row.key, timestamp: row.ts }
  })
  return { entries, total: Number(countRows[0]?.count ?? 0) }
}
