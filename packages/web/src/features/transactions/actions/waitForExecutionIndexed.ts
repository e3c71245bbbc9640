import type { TransactionDetails } from '@strongroom/protocol'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { waitForIndexed } from './waitForIndexed'

/** Asks the gateway until it shows transaction `transactionId` executed (successfully or not); see `waitForIndexed`. */
export function waitForExecutionIndexed(
  { gatewayUrl, chainId, signal }: SafeTxFlowContext,
  { transactionId, timeoutMessage }: { transactionId: string; timeoutMessage: string },
): Promise<TransactionDetails> {
  return waitForIndexed({
    baseUrl: gatewayUrl,
    chainId,
    transactionId,
    signal,
    until: ({ txStatus }) => txStatus === 'SUCCESS' || txStatus === 'FAILED',
    timeoutMessage,
  })
}
