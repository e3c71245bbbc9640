import { encodeTransactionId, type TransactionSummary } from '@strongroom/protocol'
import type { ModuleTransactionRecord } from '../load/ModuleTransactionRecord'
import { buildTransactionInfo } from './buildTransactionInfo'
import type { TransactionMappingContext } from './TransactionMappingContext'

/**
 * A module transaction as list items show it. Its id names the SafeModuleTransaction log in place of the trace address
 * an event-indexed service does not have (protocol `TransactionId`).
 */
export function buildModuleTransactionSummary(
  tx: ModuleTransactionRecord,
  context: TransactionMappingContext,
): TransactionSummary {
  return {
    id: encodeTransactionId({
      type: 'MODULE',
      safeAddress: tx.safe,
      txHash: tx.txHash,
      traceAddress: String(tx.logIndex),
    }),
    timestamp: tx.executedAt.getTime(),
    txStatus: tx.isSuccessful ? 'SUCCESS' : 'FAILED',
    txInfo: buildTransactionInfo(tx, context),
    executionInfo: { type: 'MODULE', address: context.addressInfo(tx.module) },
    safeAppInfo: null,
    txHash: tx.txHash,
  }
}
