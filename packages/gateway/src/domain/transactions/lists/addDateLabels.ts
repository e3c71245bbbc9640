import type { TransactionItem, TransactionListItem } from '@strongroom/protocol'

/** One history entry (a multisig or module execution, the transfers of one Ethereum tx, the creation) and the list
 * items it expands to; `items` may be empty when every transfer in it was filtered out. */
export type HistoryEntry = { timestamp: number; items: TransactionItem[] }

/** Maps an epoch-ms instant to the calendar day the client lives in. */
export type DayKey = (timestamp: number) => string

/**
 * Interleaves `DATE_LABEL`s with history entries (docs/gateway-api.md §4.8, CGW `transactions-history.mapper.ts`): entries
 * (newest first) are grouped by the client's calendar day; each group is preceded by a label whose `timestamp` is its
 * first (newest) entry's own time, not midnight. A group gets no label when it has no items, or when it is the same
 * day as `previousEntryTimestamp` — the entry fetched just before this page — because the previous page already
 * labelled that day.
 *
 * (CGW compares the group's first-entry time with the previous day's *midnight*, so its follow-up check practically
 * never fires and later pages repeat the label; we compare days, which is what the check is for.)
 */
export function addDateLabels({
  entries,
  previousEntryTimestamp,
  dayKey,
}: {
  entries: readonly HistoryEntry[]
  previousEntryTimestamp: number | null
  dayKey: DayKey
}): TransactionListItem[] {
  const groups: { day: string; timestamp: number; items: TransactionItem[] }[] = []
  for (const entry of entries) {
    const day = dayKey(entry.timestamp)
    const group = groups.find((candidate) => candidate.day === day)
    if (group) group.items.push(...entry.items)
    else groups.push({ day, timestamp: entry.timestamp, items: [...entry.items] })
  }
  const previousDay = previousEntryTimestamp === null ? null : dayKey(previousEntryTimestamp)
  return groups.flatMap((group): TransactionListItem[] => {
    if (group.items.length === 0) return []
    const label: TransactionListItem[] =
      group.day === previousDay ? [] : [{ type: 'DATE_LABEL', timestamp: group.timestamp }]
    return [...label, ...group.items]
  })
}
