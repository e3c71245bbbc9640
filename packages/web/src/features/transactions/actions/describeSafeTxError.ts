import { describeTransactionError } from '../../../lib/describeTransactionError'
import { SafeTxFlowError } from './errors/SafeTxFlowError'

/**
 * One sentence for a failed Safe transaction action: a flow's error already carries its sentence; the wallet's, the
 * node's and the app's other errors are put into words by the shared wallet-error rules (rejected, wrong network,
 * request pending, our own sentence).
 */
export function describeSafeTxError(error: unknown, chainName: string): string {
  if (error instanceof SafeTxFlowError) return error.message
  return describeTransactionError(error, chainName)
}
