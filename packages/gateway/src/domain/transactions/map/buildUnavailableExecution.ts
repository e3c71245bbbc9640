import {
  type CustomTransactionInfo,
  type DetailsUnavailable,
  encodeTransactionId,
  type TransactionDetails,
  type TransactionSummary,
} from '@strongroom/protocol'
import { zeroAddress } from 'viem'
import type { UnavailableExecutionRecord } from '../load/UnavailableExecutionRecord'
import { describeUnavailableExecution } from './describeUnavailableExecution'
import type { TransactionMappingContext } from './TransactionMappingContext'

/**
 * "Executed, details unavailable" as a CGW `Custom` txInfo: the fields CGW requires get placeholders (zero address,
 * no data, value null) and `detailsUnavailable` marks them as such (protocol customTransactionInfoSchema).
 */
function unavailableInfo(reason: DetailsUnavailable): CustomTransactionInfo {
  return {
    type: 'Custom',
    humanDescription: describeUnavailableExecution(reason),
    to: { value: zeroAddress, name: null, logoUri: null },
    dataSize: '0',
    value: null,
    methodName: null,
    actionCount: null,
    isCancellation: false,
    detailsUnavailable: reason,
  }
}

/** A list item for an execution whose call is unknown: both hashes (id and txHash), the result, and the nonce. */
export function buildUnavailableExecutionSummary(
  record: UnavailableExecutionRecord,
  context: TransactionMappingContext,
): TransactionSummary {
  const id =
    record.kind === 'MULTISIG'
      ? encodeTransactionId({ type: 'MULTISIG', safeAddress: record.safe, safeTxHash: record.safeTxHash })
      : encodeTransactionId({
          type: 'MODULE',
          safeAddress: record.safe,
          txHash: record.txHash,
          traceAddress: String(record.logIndex),
        })
  return {
    id,
    timestamp: record.executedAt.getTime(),
    txStatus: record.isSuccessful ? 'SUCCESS' : 'FAILED',
    txInfo: unavailableInfo(record.reason),
    executionInfo:
      record.kind === 'MULTISIG'
        ? {
            type: 'MULTISIG',
            nonce: Number(record.nonce),
            // Neither the threshold then nor the signatures are known.
            confirmationsRequired: 0,
            confirmationsSubmitted: 0,
            missingSigners: null,
          }
        : { type: 'MODULE', address: context.addressInfo(record.module) },
    safeAppInfo: null,
    txHash: record.txHash,
  }
}

/** Details of such an execution: no transaction data and no execution details, which would have to be invented. */
export function buildUnavailableExecutionDetails(
  record: UnavailableExecutionRecord,
  context: TransactionMappingContext,
): TransactionDetails {
  const summary = buildUnavailableExecutionSummary(record, context)
  return {
    safeAddress: record.safe,
    txId: summary.id,
    executedAt: record.executedAt.getTime(),
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo:
      record.kind === 'MODULE' ? { type: 'MODULE', address: context.addressInfo(record.module) } : null,
    txHash: record.txHash,
    safeAppInfo: null,
  }
}
