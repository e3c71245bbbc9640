import type { TransactionDetails } from '@strongroom/protocol'
import type { TransferRecord } from '../load/TransferRecord'
import { buildTransferSummary } from './buildTransferSummary'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** Details of a transfer: txData and execution details are null (docs/gateway-api.md §5.4). */
export function buildTransferDetails(transfer: TransferRecord, context: TransactionMappingContext): TransactionDetails {
  const summary = buildTransferSummary(transfer, context)
  return {
    safeAddress: transfer.safe,
    txId: summary.id,
    executedAt: summary.timestamp,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: transfer.txHash,
    safeAppInfo: null,
  }
}
