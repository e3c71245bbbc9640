import type { Address, Hash, Hex, TransactionReceipt } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import type { SafeTxFlowContext } from './SafeTxFlowContext'

/**
 * The last two steps of an execution: the wallet's prompt for `request` (its gas shown through `onProgress` before
 * it opens), then the receipt of the transaction sent or of whichever replaced it (same sender and nonce: a speed-up
 * from this app or from the wallet itself; docs/batch-execution.md §2). `flow` is kept at the step under way and the
 * hash followed, so the caller's error names both.
 */
export async function sendAndMine(
  { wallet, client, onProgress, signal }: SafeTxFlowContext,
  request: { to: Address; data: Hex; gas: bigint },
  flow: { step: SafeTxFlowStep; hash: Hash | undefined },
): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  flow.step = 'wallet'
  onProgress?.({ step: 'wallet', gas: request.gas })
  let hash = await wallet.sendTransaction(request)
  flow.hash = hash
  signal?.throwIfAborted()

  flow.step = 'mining'
  onProgress?.({ step: 'mining', hash })
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    checkReplacement: true,
    ...(signal ? { signal } : {}),
    onReplaced: ({ transaction }) => {
      hash = transaction.hash
      flow.hash = hash
      onProgress?.({ step: 'mining', hash })
    },
  })
  signal?.throwIfAborted()
  return { hash, receipt }
}
