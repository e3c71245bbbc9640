import { buildProposeTransactionBody, joinSignatures, type TransactionDetails } from '@strongroom/protocol'
import { proposeTransaction } from '../../../lib/gateway/proposeTransaction'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import type { SafeTxFlowStep } from '../actions/errors/SafeTxFlowError'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import type { SafeTxFlowContext } from '../actions/SafeTxFlowContext'
import { OfflineSafeTxFlowError } from './OfflineSafeTxFlowError'

/**
 * Sends an imported transaction to the gateway with every signature the review verified (docs/offline-signing.md §3),
 * so the owners who use the app online see it in their queue: one proposal, the signatures joined as the Safe
 * checks them, the first verified signer as sender (`docs/indexing.md §4.1`: the sender must be one of the signers).
 * @returns the transaction's details as the gateway stored them.
 * @throws {OfflineSafeTxFlowError} naming the step that failed, with a sentence.
 */
export async function proposeOfflineSafeTx(
  { review, origin }: { review: SafeTxReview; origin?: string | undefined },
  { gatewayUrl, chainId, chainName, onProgress, signal }: SafeTxFlowContext,
): Promise<TransactionDetails> {
  let step: SafeTxFlowStep = 'check'
  try {
    onProgress?.({ step: 'check' })
    const [problem] = review.problems
    if (problem) throw new SafeTxRefusedError(`${problem.message} Nothing was sent.`, 'untrusted')
    const verified = review.confirmations.flatMap((entry) => (entry.status === 'verified' ? [entry] : []))
    const [sender] = verified
    if (!sender)
      throw new SafeTxRefusedError(
        'This transaction carries no verified signature, so the gateway would not take it. Sign it first.',
        'missing-confirmations',
      )
    step = 'posting'
    onProgress?.({ step: 'posting' })
    return await proposeTransaction({
      baseUrl: gatewayUrl,
      chainId,
      safe: review.safe,
      body: buildProposeTransactionBody({
        chainId,
        safe: review.safe,
        tx: review.tx,
        sender: sender.signer,
        signature: joinSignatures(verified.map(({ signer, signature }) => ({ signer, data: signature }))),
        origin,
      }),
      ...(signal ? { signal } : {}),
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new OfflineSafeTxFlowError(describeSafeTxError(cause, chainName), step, { cause })
  }
}
