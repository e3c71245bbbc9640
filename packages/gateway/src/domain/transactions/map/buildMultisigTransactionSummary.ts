import { encodeTransactionId, isRejectionSafeTx, type TransactionSummary } from '@strongroom/protocol'
import { findSafeAppByOrigin } from '../../safe-apps/findSafeAppByOrigin'
import type { MultisigTransactionRecord } from '../load/MultisigTransactionRecord'
import { buildTransactionInfo } from './buildTransactionInfo'
import { getConfirmationsRequired, getEffectiveConfirmations } from './getEffectiveConfirmations'
import { getMultisigTransactionStatus } from './getMultisigTransactionStatus'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** A multisig transaction as list items show it (docs/gateway-api.md §5.1). */
export function buildMultisigTransactionSummary(
  tx: MultisigTransactionRecord,
  context: TransactionMappingContext,
): TransactionSummary {
  const confirmations = getEffectiveConfirmations(tx, context.safe)
  const confirmationsRequired = getConfirmationsRequired(tx, context.safe)
  const txStatus = getMultisigTransactionStatus({
    executed: tx.execution,
    nonce: tx.nonce,
    safeNonce: context.safe.nonce,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired,
  })
  const confirmed = new Set(confirmations.map((confirmation) => confirmation.owner))
  return {
    id: encodeTransactionId({ type: 'MULTISIG', safeAddress: tx.safe, safeTxHash: tx.safeTxHash }),
    timestamp: (tx.execution?.executedAt ?? tx.submittedAt).getTime(),
    txStatus,
    txInfo: buildTransactionInfo(tx, context, { isCancellation: isRejectionSafeTx({ safe: tx.safe, tx }) }),
    executionInfo: {
      type: 'MULTISIG',
      nonce: Number(tx.nonce),
      confirmationsRequired,
      confirmationsSubmitted: confirmations.length,
      // Only while signatures are still missing (CGW): afterwards the list is noise.
      missingSigners:
        txStatus === 'AWAITING_CONFIRMATIONS'
          ? context.safe.owners.filter((owner) => !confirmed.has(owner)).map((owner) => context.addressInfo(owner))
          : null,
    },
    safeAppInfo: findSafeAppByOrigin(context.safeApps, context.chainId, tx.origin),
    txHash: tx.execution?.txHash ?? null,
  }
}
