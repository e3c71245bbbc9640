import type { ConflictType, TransactionListItem, TransactionSummary } from '@strongroom/protocol'

/** A queued transaction with the nonce it competes for. */
export type QueuedEntry = { nonce: number; summary: TransactionSummary }

/**
 * Turns queued transactions (ordered by nonce, then submission) into the queue's list items (docs/gateway-api.md §4.9, CGW
 * `queued-items.mapper.ts`): a `Next` label before the group at the Safe's nonce, a `Queued` label before the first
 * later group, a `CONFLICT_HEADER` before every group of competing transactions, and per transaction whether more of
 * its group follow (`HasNext`), it closes the group (`End`) or it stands alone (`None`).
 *
 * Page boundaries: `previousPageLastNonce` is the nonce of the extra transaction fetched just before this page (its
 * group continues here, so no header and no label again); `nextPageFirstNonce` the nonce of the extra transaction just
 * after it (its group continues on the next page, so the last one shown still `HasNext`).
 */
export function groupQueuedItems({
  entries,
  safeNonce,
  previousPageLastNonce,
  nextPageFirstNonce,
}: {
  entries: readonly QueuedEntry[]
  safeNonce: number
  previousPageLastNonce: number | null
  nextPageFirstNonce: number | null
}): TransactionListItem[] {
  const groups: { nonce: number; summaries: TransactionSummary[] }[] = []
  for (const entry of entries) {
    const group = groups.find((candidate) => candidate.nonce === entry.nonce)
    if (group) group.summaries.push(entry.summary)
    else groups.push({ nonce: entry.nonce, summaries: [entry.summary] })
  }
  groups.sort((a, b) => a.nonce - b.nonce)

  const items: TransactionListItem[] = []
  let lastNonce = previousPageLastNonce ?? -1
  for (const { nonce, summaries } of groups) {
    if (lastNonce < safeNonce && nonce === safeNonce) items.push({ type: 'LABEL', label: 'Next' })
    else if (lastNonce <= safeNonce && nonce > safeNonce) items.push({ type: 'LABEL', label: 'Queued' })
    lastNonce = nonce

    const isEdgeGroup = nonce === nextPageFirstNonce
    const continuesPreviousPage = nonce === previousPageLastNonce
    const hasConflicts = summaries.length > 1 || isEdgeGroup
    if (hasConflicts && !continuesPreviousPage) items.push({ type: 'CONFLICT_HEADER', nonce })

    summaries.forEach((summary, index) => {
      let conflictType: ConflictType
      if (index === 0) conflictType = hasConflicts ? 'HasNext' : continuesPreviousPage ? 'End' : 'None'
      else conflictType = index < summaries.length - 1 || isEdgeGroup ? 'HasNext' : 'End'
      items.push({ type: 'TRANSACTION', transaction: summary, conflictType })
    })
  }
  return items
}
