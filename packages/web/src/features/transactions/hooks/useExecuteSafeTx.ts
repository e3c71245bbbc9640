import type { Address } from 'viem'
import { executeSafeTx } from '../actions/executeSafeTx'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { describeExecution } from './describeExecution'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link executeSafeTx} with the connected wallet; the execution appears in RainbowKit's Recent Transactions. */
export function useExecuteSafeTx(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { review: SafeTxReview; acknowledgedControlChange: boolean; signAndExecute: boolean }, context) =>
      executeSafeTx(input, context),
    ({ review, signAndExecute }) =>
      `${signAndExecute ? 'Confirm and execute' : 'Execute'} transaction #${review.tx.nonce}`,
    ({ review }, { outcome }) => describeExecution(review.tx.nonce, outcome),
  )
}
