import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'
import { groupQueueItems } from './groupQueueItems'

/**
 * The queued transactions a batch could execute, by the gateway's summaries (the app reviews each before it offers
 * the batch): from the Safe's next nonce on, one after the other, each the only proposal of its nonce and ready to
 * execute. Fewer than two: none (one is executed from its own screen). Pure.
 */
export function selectBatchCandidates(
  pages: readonly TransactionListPage[],
  safeNonce: number | undefined,
): TransactionSummary[] {
  if (safeNonce === undefined) return []
  const run: TransactionSummary[] = []
  for (const entry of groupQueueItems(pages)) {
    if (entry.kind !== 'group') continue
    const [transaction] = entry.transactions
    if (entry.nonce < safeNonce) continue
    if (entry.nonce !== safeNonce + run.length || entry.conflict || !transaction) break
    if (transaction.txStatus !== 'AWAITING_EXECUTION') break
    run.push(transaction)
  }
  return run.length >= 2 ? run : []
}
