import type { SafeState } from '../../safes/SafeState'
import type { ConfirmationRecord, MultisigTransactionRecord } from '../load/MultisigTransactionRecord'

/**
 * The confirmations that count: all of them once executed (they were checked on chain), otherwise only those of
 * current owners — a removed owner's signature can no longer execute anything (the transaction service deletes them).
 */
export function getEffectiveConfirmations(tx: MultisigTransactionRecord, safe: SafeState): ConfirmationRecord[] {
  if (tx.execution) return tx.confirmations
  const owners = new Set(safe.owners)
  return tx.confirmations.filter((confirmation) => owners.has(confirmation.owner))
}

/** Confirmations needed: the threshold in force at execution, else the current one. */
export function getConfirmationsRequired(tx: MultisigTransactionRecord, safe: SafeState): number {
  return tx.execution?.confirmationsRequired ?? safe.threshold
}
