import type { TransactionDetails } from '@strongroom/protocol'
import type { SafeCreationRecord } from '../load/SafeCreationRecord'
import { buildCreationSummary } from './buildCreationSummary'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** Details of the Safe's creation. CGW cannot resolve `creation_<safe>`; answering it is a superset. */
export function buildCreationDetails(
  creation: SafeCreationRecord,
  context: TransactionMappingContext,
): TransactionDetails {
  const summary = buildCreationSummary(creation, context)
  return {
    safeAddress: creation.safe,
    txId: summary.id,
    executedAt: summary.timestamp,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: creation.txHash,
    safeAppInfo: null,
  }
}
