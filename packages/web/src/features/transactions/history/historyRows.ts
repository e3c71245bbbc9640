import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'

/** One row of the history as the screen lays it out: a day's label or a transaction. */
export type HistoryRow =
  | { kind: 'date'; key: string; timestamp: number }
  | { kind: 'transaction'; key: string; transaction: TransactionSummary }

/**
 * The history's pages as one list of rows, in the gateway's order (newest first, a DATE_LABEL before each day;
 * docs/gateway-api.md §4.8). A transaction seen on an earlier page is not repeated.
 */
export function historyRows(pages: readonly TransactionListPage[]): HistoryRow[] {
  const rows: HistoryRow[] = []
  const seen = new Set<string>()
  for (const page of pages)
    for (const item of page.results) {
      if (item.type === 'DATE_LABEL')
        rows.push({ kind: 'date', key: `date-${item.timestamp}`, timestamp: item.timestamp })
      else if (item.type === 'TRANSACTION' && !seen.has(item.transaction.id)) {
        seen.add(item.transaction.id)
        rows.push({ kind: 'transaction', key: item.transaction.id, transaction: item.transaction })
      }
    }
  return rows
}
