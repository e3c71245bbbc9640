import type { TransactionDetails } from '@strongroom/protocol'
import type { ModuleTransactionRecord } from '../load/ModuleTransactionRecord'
import { buildModuleTransactionSummary } from './buildModuleTransactionSummary'
import { buildTransactionData } from './buildTransactionData'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** Details of a module transaction: the call, and the module that made it (docs/gateway-api.md §5.4). */
export function buildModuleTransactionDetails(
  tx: ModuleTransactionRecord,
  context: TransactionMappingContext,
): TransactionDetails {
  const summary = buildModuleTransactionSummary(tx, context)
  return {
    safeAddress: tx.safe,
    txId: summary.id,
    executedAt: tx.executedAt.getTime(),
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: buildTransactionData(tx, context),
    detailedExecutionInfo: { type: 'MODULE', address: context.addressInfo(tx.module) },
    txHash: tx.txHash,
    safeAppInfo: null,
  }
}
