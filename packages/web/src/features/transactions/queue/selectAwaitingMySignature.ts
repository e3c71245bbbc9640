import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'

/**
 * The queued transactions that still wait for `signer`'s confirmation: status AWAITING_CONFIRMATIONS with `signer`
 * among the `missingSigners` the gateway lists (docs/gateway-api.md §5.1), in queue order.
 */
export function selectAwaitingMySignature(page: TransactionListPage, signer: string): TransactionSummary[] {
  const me = signer.toLowerCase()
  return page.results.flatMap((item) => {
    if (item.type !== 'TRANSACTION') return []
    const { transaction } = item
    const execution = transaction.executionInfo
    if (transaction.txStatus !== 'AWAITING_CONFIRMATIONS' || execution?.type !== 'MULTISIG') return []
    return execution.missingSigners?.some((owner) => owner.value.toLowerCase() === me) ? [transaction] : []
  })
}
