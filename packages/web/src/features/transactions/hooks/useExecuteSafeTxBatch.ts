import type { Address } from 'viem'
import { executeSafeTxBatch } from '../actions/executeSafeTxBatch'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { describeExecution } from './describeExecution'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link executeSafeTxBatch} with the connected wallet; the batch appears in RainbowKit's Recent Transactions. */
export function useExecuteSafeTxBatch(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { reviews: readonly SafeTxReview[] }, context) => executeSafeTxBatch(input, context),
    ({ reviews }) => `Execute transactions #${reviews[0]?.tx.nonce}–#${reviews.at(-1)?.tx.nonce} in one`,
    (_input, { executions }) => executions.map(({ nonce, outcome }) => describeExecution(nonce, outcome)).join(' '),
  )
}
