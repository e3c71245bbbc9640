import type { TransactionSummary } from '@strongroom/protocol'
import type { TransferRecord } from '../load/TransferRecord'
import { buildTransferTransactionInfo } from './buildTransferTransactionInfo'
import { getTransferId } from './getTransferId'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** An indexed transfer as list items show it: always SUCCESS, no execution info (docs/gateway-api.md §4.7). */
export function buildTransferSummary(transfer: TransferRecord, context: TransactionMappingContext): TransactionSummary {
  return {
    id: getTransferId(transfer),
    timestamp: transfer.executedAt.getTime(),
    txStatus: 'SUCCESS',
    txInfo: buildTransferTransactionInfo(transfer, context),
    executionInfo: null,
    safeAppInfo: null,
    txHash: transfer.txHash,
  }
}
