import { type HistoryFilter, isFiltering, matchesHistoryFilter } from './HistoryFilter'
import type { HistoryRow } from './historyRows'

/**
 * The rows that pass `filter` and are not `hidden` (row keys: the suspicious entries while "Hide suspicious" is on),
 * with a day's label kept only while one of its transactions is left: the gateway's history has no filters
 * (docs/gateway-api.md §4.8), so the screen filters the pages it has loaded.
 */
export function filterHistoryRows(
  rows: readonly HistoryRow[],
  filter: HistoryFilter,
  hidden: ReadonlySet<string> = new Set(),
): HistoryRow[] {
  if (!isFiltering(filter) && hidden.size === 0) return [...rows]
  const kept: HistoryRow[] = []
  let label: HistoryRow | undefined
  for (const row of rows) {
    if (row.kind === 'date') label = row
    else if (!hidden.has(row.key) && matchesHistoryFilter(row.transaction, filter)) {
      if (label) kept.push(label)
      label = undefined
      kept.push(row)
    }
  }
  return kept
}
