import type { Address } from 'viem'
import { confirmSafeTx } from '../actions/confirmSafeTx'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/**
 * {@link confirmSafeTx} with the connected wallet. A signature that did not reach the gateway is kept and posted again
 * by the next attempt, without a second wallet prompt.
 */
export function useConfirmSafeTx(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { review: SafeTxReview; acknowledgedControlChange: boolean }, context) => confirmSafeTx(input, context),
    ({ review }) => `Confirm transaction #${review.tx.nonce}`,
    ({ review }) => `Transaction #${review.tx.nonce} confirmed with your signature.`,
  )
}
