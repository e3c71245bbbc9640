import type { TransactionDetails } from '@strongroom/protocol'
import { getTransactionDetails } from '../../../lib/gateway/getTransactionDetails'
import { SafeTxIndexingTimeoutError } from './errors/SafeTxIndexingTimeoutError'

/** How long the gateway gets to show what was done on chain, and how often it is asked. */
const INDEXING_TIMEOUT_MS = 90_000
const POLL_MS = 1_000

/**
 * Asks the gateway for the transaction until its answer shows what was done on chain (`until`): an execution, an
 * on-chain approval. Failed requests count as "not yet": the chain has it, the gateway only has to catch up.
 * @throws {SafeTxIndexingTimeoutError} with `timeoutMessage` after `timeoutMs`; an abort rejects with the signal's
 * reason.
 */
export async function waitForIndexed({
  baseUrl,
  chainId,
  transactionId,
  signal,
  until,
  timeoutMessage,
  timeoutMs = INDEXING_TIMEOUT_MS,
  pollMs = POLL_MS,
}: {
  baseUrl: string
  chainId: number
  transactionId: string
  signal?: AbortSignal | undefined
  until: (details: TransactionDetails) => boolean
  timeoutMessage: string
  timeoutMs?: number
  pollMs?: number
}): Promise<TransactionDetails> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const details = await getTransactionDetails({
      baseUrl,
      chainId,
      transactionId,
      ...(signal ? { signal } : {}),
    }).catch(() => undefined)
    signal?.throwIfAborted()
    if (details && until(details)) return details
    if (Date.now() >= deadline) throw new SafeTxIndexingTimeoutError(timeoutMessage)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
