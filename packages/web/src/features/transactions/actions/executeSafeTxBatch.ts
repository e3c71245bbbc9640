import {
  canonicalAddresses,
  readSafeState,
  safeL2Abi,
  type TransactionDetails,
  verifySafeTxSignatures,
} from '@strongroom/protocol'
import { type Hash, parseEventLogs } from 'viem'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { assertWalletOnChain } from './assertWalletOnChain'
import { buildExecTransaction } from './buildExecTransaction'
import { describeSafeTxError } from './describeSafeTxError'
import { ExecuteSafeTxError } from './errors/ExecuteSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { estimateSafeTxBatch } from './estimateSafeTxBatch'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { selectBatchExecution } from './selectBatchExecution'
import { sendAndMine } from './sendAndMine'
import { waitForExecutionIndexed } from './waitForExecutionIndexed'

/** A finished batch: its one chain transaction and, per Safe transaction, its outcome and the gateway's view of it. */
export interface SafeTxBatchExecution {
  hash: Hash
  executions: { nonce: bigint; outcome: 'success' | 'failed'; details: TransactionDetails }[]
}

/**
 * Executes reviewed consecutive transactions in one chain transaction from the connected owner's wallet
 * (docs/batch-execution.md §1): every one must pass the batch's rules (`selectBatchExecution`) and the owner's
 * (`assertOwnerMaySign`), the first must be the Safe's next nonce on chain, their confirmations are verified once more
 * with MultiSendCallOnly as the Safe's caller, the batch is estimated against the block gas limit (shown through
 * `onProgress` before the wallet opens), sent, its receipt (or a speed-up's) awaited, each transaction's own outcome
 * read from the Safe's events, and the gateway asked until it shows every one executed.
 * @throws {ExecuteSafeTxError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function executeSafeTxBatch(
  { reviews }: { reviews: readonly SafeTxReview[] },
  context: SafeTxFlowContext,
): Promise<SafeTxBatchExecution> {
  const { wallet, client, chainId, chainName, onProgress, signal } = context
  const account = wallet.address
  const flow: { step: SafeTxFlowStep; hash: Hash | undefined } = { step: 'check', hash: undefined }
  try {
    onProgress?.({ step: 'check' })
    const { stop } = selectBatchExecution(reviews)
    if (stop) throw new SafeTxRefusedError(`${stop.reason} Nothing was sent.`, 'blocked')
    const [first, second] = reviews
    if (!first || !second)
      throw new SafeTxRefusedError('A batch needs at least two transactions ready to execute.', 'blocked')
    for (const review of reviews) assertOwnerMaySign(review, { account, acknowledgedControlChange: false })
    const chain = await readSafeState(client, first.safe)
    if (first.tx.nonce !== chain.nonce)
      throw new SafeTxRefusedError(
        `The Safe executes transaction #${chain.nonce} next, not #${first.tx.nonce}: the queue changed meanwhile. Nothing was sent.`,
        first.tx.nonce < chain.nonce ? 'settled' : 'nonce-not-next',
      )
    for (const review of reviews)
      await verifySafeTxSignatures(client, {
        chainId,
        safe: review.safe,
        tx: review.tx,
        owners: chain.owners,
        signatures: buildExecTransaction(
          { ...review, chain },
          { executor: canonicalAddresses.multiSendCallOnly, signAndExecute: false },
        ).signatures,
        executor: canonicalAddresses.multiSendCallOnly,
      })
    await assertWalletOnChain(wallet, { chainId, chainName })
    signal?.throwIfAborted()

    flow.step = 'estimate'
    onProgress?.({ step: 'estimate' })
    const plan = await estimateSafeTxBatch(client, {
      reviews: reviews.map((review) => ({ ...review, chain })),
      executor: account,
    })
    signal?.throwIfAborted()

    const { hash, receipt } = await sendAndMine(context, { to: plan.to, data: plan.data, gas: plan.gas }, flow)
    if (receipt.status !== 'success')
      throw new SafeTxRefusedError(
        'The network rejected the batch: none of its transactions was executed; only the network fee was spent.',
        'reverts',
      )
    const events = parseEventLogs({
      abi: safeL2Abi,
      eventName: ['ExecutionSuccess', 'ExecutionFailure'],
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === first.safe.toLowerCase()),
    })
    const failed = new Set(
      events.flatMap((event) => (event.eventName === 'ExecutionFailure' ? [event.args.txHash.toLowerCase()] : [])),
    )

    flow.step = 'indexing'
    onProgress?.({ step: 'indexing', hash })
    const executions = []
    for (const review of reviews)
      executions.push({
        nonce: review.tx.nonce,
        outcome: failed.has(review.safeTxHash.toLowerCase()) ? ('failed' as const) : ('success' as const),
        details: await waitForExecutionIndexed(context, {
          transactionId: review.txId,
          timeoutMessage:
            'The batch was executed on chain, but the gateway does not show all of its transactions yet. They will appear once the gateway catches up.',
        }),
      })
    return { hash, executions }
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new ExecuteSafeTxError(describeSafeTxError(cause, chainName), flow.step, { cause, hash: flow.hash })
  }
}
