import type { TransactionSummary } from '@strongroom/protocol'

/** What the connected wallet can do with a queued transaction now. */
export type QueueAction = 'confirm' | 'execute' | 'view'

/**
 * The action a queued transaction offers `me`: an owner among its missing signers confirms; once it has its
 * confirmations, an owner executes it if its nonce is the Safe's next one; anything else (not an owner, already
 * confirmed, a later nonce, no wallet) is to look at it.
 */
export function selectQueueAction(
  transaction: TransactionSummary,
  { me, isOwner, safeNonce }: { me: string | undefined; isOwner: boolean; safeNonce: number | undefined },
): QueueAction {
  const execution = transaction.executionInfo
  if (!me || !isOwner || execution?.type !== 'MULTISIG') return 'view'
  if (transaction.txStatus === 'AWAITING_CONFIRMATIONS')
    return execution.missingSigners?.some((owner) => owner.value.toLowerCase() === me.toLowerCase())
      ? 'confirm'
      : 'view'
  if (transaction.txStatus === 'AWAITING_EXECUTION' && execution.nonce === safeNonce) return 'execute'
  return 'view'
}
