import type { Address } from 'viem'
import { rejectSafeTx } from '../actions/rejectSafeTx'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link rejectSafeTx} with the connected wallet; a signed rejection that did not reach the gateway is kept. */
export function useRejectSafeTx(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { review: SafeTxReview }, context) => rejectSafeTx(input, context),
    ({ review }) => `Reject transaction #${review.tx.nonce}`,
    ({ review }) => `Rejection of transaction #${review.tx.nonce} proposed.`,
  )
}
