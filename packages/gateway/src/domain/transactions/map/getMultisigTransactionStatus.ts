import type { TransactionStatus } from '@strongroom/protocol'

/**
 * `txStatus` of a multisig transaction (CGW `multisig-transaction-status.mapper.ts`, docs/gateway-api.md §5.1): executed →
 * SUCCESS/FAILED; else a Safe nonce past the tx's → CANCELLED (another tx used the nonce); else by confirmations.
 *
 * CGW-HEAD also shows a fully confirmed tx as AWAITING_EXECUTION for 60 s after the nonce moved, to bridge the time its
 * execution takes to reach the index. We compare against the indexed Safe nonce, which moves in the same database
 * transaction as the execution, so that gap does not exist here.
 */
export function getMultisigTransactionStatus({
  executed,
  nonce,
  safeNonce,
  confirmationsSubmitted,
  confirmationsRequired,
}: {
  executed: { isSuccessful: boolean } | null
  nonce: bigint
  safeNonce: bigint
  confirmationsSubmitted: number
  confirmationsRequired: number
}): TransactionStatus {
  if (executed) return executed.isSuccessful ? 'SUCCESS' : 'FAILED'
  if (safeNonce > nonce) return 'CANCELLED'
  if (confirmationsSubmitted < confirmationsRequired) return 'AWAITING_CONFIRMATIONS'
  return 'AWAITING_EXECUTION'
}
