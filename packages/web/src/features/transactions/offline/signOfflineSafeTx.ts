import type { OfflineSafeTx } from '@strongroom/protocol'
import { readSafeState } from '@strongroom/protocol'
import { isAddressEqual } from 'viem'
import { assertOwnerMaySign } from '../actions/assertOwnerMaySign'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import type { SafeTxFlowContext } from '../actions/SafeTxFlowContext'
import { signAndProposeSafeTx } from '../actions/signAndProposeSafeTx'
import { toOfflineSafeTx } from './toOfflineSafeTx'

/**
 * Adds the connected owner's signature to an imported transaction without the gateway (docs/offline-signing.md §3):
 * the review's verdict (`assertOwnerMaySign`), the Safe's nonce read again from the chain, then the wallet's signature
 * (`signAndProposeSafeTx` without the post: recovered against the hash computed here). Nothing is sent anywhere.
 * @returns the export with the verified signatures and this owner's, ready to be carried back.
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function signOfflineSafeTx(
  {
    review,
    acknowledgedControlChange,
    origin,
  }: { review: SafeTxReview; acknowledgedControlChange: boolean; origin?: string | undefined },
  context: SafeTxFlowContext,
): Promise<OfflineSafeTx> {
  const account = context.wallet.address
  const { signature } = await signAndProposeSafeTx(
    {
      safe: review.safe,
      tx: review.tx,
      post: false,
      check: async () => {
        assertOwnerMaySign(review, { account, acknowledgedControlChange })
        if (review.confirmations.some((entry) => entry.status === 'verified' && isAddressEqual(entry.signer, account)))
          throw new SafeTxRefusedError('You have already signed this transaction.', 'already-confirmed')
        const chain = await readSafeState(context.client, review.safe)
        if (review.tx.nonce < chain.nonce)
          throw new SafeTxRefusedError(
            `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
            'settled',
          )
      },
    },
    context,
  )
  const exported = toOfflineSafeTx(review, origin)
  return { ...exported, signatures: [...exported.signatures, { signer: account, signature }] }
}
