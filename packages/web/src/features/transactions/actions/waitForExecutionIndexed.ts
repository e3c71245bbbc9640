import type { TransactionDetails } from '@strongroom/protocol'
import { getTransactionDetails } from '../../../lib/gateway/getTransactionDetails'
import { SafeTxIndexingTimeoutError } from './errors/SafeTxIndexingTimeoutError'

/** How long the gateway gets to show an execution it has not indexed yet, and how often it is asked. */
export const EXECUTION_INDEXING_TIMEOUT_MS = 90_000
const POLL_MS = 1_000

/**
 * Asks the gateway for the transaction until it shows it executed (SUCCESS or FAILED). Failed requests count as "not
 * yet": the chain has the execution, the gateway only has to catch up.
 * @throws {SafeTxIndexingTimeoutError} after `timeoutMs`; an abort rejects with the signal's reason.
 */
export async function waitForExecutionIndexed({
  baseUrl,
  chainId,
  transactionId,
  signal,
  timeoutMs = EXECUTION_INDEXING_TIMEOUT_MS,
}: {
  baseUrl: string
  chainId: number
  transactionId: string
  signal?: AbortSignal | undefined
  timeoutMs?: number
}): Promise<TransactionDetails> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    try {
      const details = await getTransactionDetails({ baseUrl, chainId, transactionId, ...(signal ? { signal } : {}) })
      if (details.txStatus === 'SUCCESS' || details.txStatus === 'FAILED') return details
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      void error
    }
    if (Date.now() >= deadline)
      throw new SafeTxIndexingTimeoutError(
        'The transaction was executed on chain, but the gateway does not show it yet. It will appear once the gateway catches up.',
      )
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
