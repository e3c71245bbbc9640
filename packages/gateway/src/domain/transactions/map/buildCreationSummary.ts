import { encodeTransactionId, type TransactionSummary } from '@strongroom/protocol'
import type { SafeCreationRecord } from '../load/SafeCreationRecord'
import { buildCreationTransactionInfo } from './buildCreationTransactionInfo'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** The Safe's creation, last item of the history's last page (id `creation_<safe>`, status SUCCESS). */
export function buildCreationSummary(
  creation: SafeCreationRecord,
  context: TransactionMappingContext,
): TransactionSummary {
  return {
    id: encodeTransactionId({ type: 'CREATION', safeAddress: creation.safe }),
    timestamp: creation.createdAt.getTime(),
    txStatus: 'SUCCESS',
    txInfo: buildCreationTransactionInfo(creation, context),
    executionInfo: null,
    safeAppInfo: null,
    txHash: creation.txHash,
  }
}
