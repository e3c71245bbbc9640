import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'

/** One entry of the queue as the screen lays it out: a label, or the transactions of one nonce. */
export type QueueEntry =
  | { kind: 'label'; label: 'Next' | 'Queued' }
  | {
      kind: 'group'
      nonce: number
      /** More than one proposal for this nonce (the gateway sent a CONFLICT_HEADER): only one can execute. */
      conflict: boolean
      transactions: TransactionSummary[]
    }

/**
 * The queue's pages as one list of labels and nonce groups, in the gateway's order (docs/gateway-api.md §4.9): a
 * LABEL opens "Next" or "Queued", a CONFLICT_HEADER opens a group of conflicting proposals, and a transaction joins
 * the group of its nonce, also when that group began on the previous page (the gateway repeats no header then).
 */
export function groupQueueItems(pages: readonly TransactionListPage[]): QueueEntry[] {
  const entries: QueueEntry[] = []
  let group: Extract<QueueEntry, { kind: 'group' }> | undefined
  let conflictNonce: number | undefined
  for (const item of pages.flatMap((page) => page.results)) {
    if (item.type === 'LABEL') {
      entries.push({ kind: 'label', label: item.label })
      group = undefined
    } else if (item.type === 'CONFLICT_HEADER') {
      conflictNonce = item.nonce
      group = undefined
    } else if (item.type === 'TRANSACTION') {
      const execution = item.transaction.executionInfo
      const nonce = execution?.type === 'MULTISIG' ? execution.nonce : -1
      if (group && group.nonce === nonce) {
        group.transactions.push(item.transaction)
        group.conflict = true
      } else {
        group = { kind: 'group', nonce, conflict: conflictNonce === nonce, transactions: [item.transaction] }
        entries.push(group)
      }
    }
  }
  return entries
}
