import type { TransactionSummary } from '@strongroom/protocol'

/** What a transaction row's icon stands for. */
export type TransactionKind =
  | 'send'
  | 'receive'
  | 'settings'
  | 'contract'
  | 'batch'
  | 'rejection'
  | 'safeApp'
  | 'creation'
  | 'unavailable'

/**
 * A transaction's kind for its row's icon (docs/look-and-feel.md §6): one proposed from a Safe App is the app's, except
 * a rejection, which stays a rejection whatever proposed it.
 */
export function transactionKindOf(transaction: Pick<TransactionSummary, 'txInfo' | 'safeAppInfo'>): TransactionKind {
  const info = transaction.txInfo
  if (info.type === 'Custom' && info.detailsUnavailable !== undefined) return 'unavailable'
  if (info.type === 'Custom' && info.isCancellation) return 'rejection'
  if (transaction.safeAppInfo) return 'safeApp'
  switch (info.type) {
    case 'Transfer':
      return info.direction === 'INCOMING' ? 'receive' : 'send'
    case 'SettingsChange':
      return 'settings'
    case 'Creation':
      return 'creation'
    case 'Custom':
      return info.actionCount !== null && info.actionCount > 1 ? 'batch' : 'contract'
  }
}
