import type { TransactionDetails } from '@strongroom/protocol'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import type { SafeTxFlowContext } from '../actions/SafeTxFlowContext'
import { signAndProposeSafeTx } from '../actions/signAndProposeSafeTx'

/**
 * Sends an imported transaction to the gateway with every signature the review verified (docs/offline-signing.md §3),
 * so the owners who use the app online see it in their queue: one proposal (`signAndProposeSafeTx` with the
 * signatures instead of the wallet's), the signatures joined as the Safe checks them, the first verified signer as
 * sender (`docs/indexing.md §4.1`: the sender must be one of the signers). The wallet is never asked.
 * @returns the transaction's details as the gateway stored them.
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function proposeOfflineSafeTx(
  { review, origin }: { review: SafeTxReview; origin?: string | undefined },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const signatures = review.confirmations.flatMap((entry) => (entry.status === 'verified' ? [entry] : []))
  const { details } = await signAndProposeSafeTx(
    {
      safe: review.safe,
      tx: review.tx,
      origin,
      signatures,
      check: () => {
        const [problem] = review.problems
        if (problem) throw new SafeTxRefusedError(`${problem.message} Nothing was sent.`, 'untrusted')
        if (signatures.length === 0)
          throw new SafeTxRefusedError(
            'This transaction carries no verified signature, so the gateway would not take it. Sign it first.',
            'missing-confirmations',
          )
      },
    },
    context,
  )
  return details
}
