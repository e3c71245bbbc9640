import { createRejectionSafeTx, readSafeState, type TransactionDetails } from '@strongroom/protocol'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signAndProposeSafeTx } from './signAndProposeSafeTx'

/**
 * Proposes the on-chain rejection of a queued transaction: a 0-value call of the Safe to itself, without data, at the
 * same nonce (docs/gateway-api.md §5.2 `isCancellation`), signed by this owner (`signAndProposeSafeTx`). Once executed
 * it uses the nonce, so the rejected transaction can never run. Proposing an existing rejection again adds this
 * owner's confirmation to it. A retry after a failed post posts the kept signature without a second prompt.
 * @returns the rejection's details as the gateway stored them (its `txId` leads to its screen).
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function rejectSafeTx(
  { review }: { review: SafeTxReview },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const { safe } = review
  const { details } = await signAndProposeSafeTx(
    {
      safe,
      tx: createRejectionSafeTx({ safe, nonce: review.tx.nonce }),
      signed: 'Your rejection is signed',
      check: async () => {
        assertOwnerMaySign(review, {
          account: context.wallet.address,
          acknowledgedControlChange: false,
          purpose: 'reject',
        })
        const chain = await readSafeState(context.client, safe)
        if (review.tx.nonce < chain.nonce)
          throw new SafeTxRefusedError(
            `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
            'settled',
          )
      },
    },
    context,
  )
  return details
}
