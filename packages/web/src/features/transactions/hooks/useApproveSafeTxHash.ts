import type { Address } from 'viem'
import { approveSafeTxHash } from '../actions/approveSafeTxHash'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link approveSafeTxHash} with the connected wallet; the approval appears in RainbowKit's Recent Transactions. */
export function useApproveSafeTxHash(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { review: SafeTxReview; acknowledgedControlChange: boolean }, context) => approveSafeTxHash(input, context),
    ({ review }) => `Approve transaction #${review.tx.nonce} on chain`,
    ({ review }) => `Transaction #${review.tx.nonce} approved on chain.`,
  )
}
