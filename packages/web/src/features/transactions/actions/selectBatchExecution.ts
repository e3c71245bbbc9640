import type { SafeTxReview } from './reviewSafeTx'
import { reviewVerdict } from './reviewVerdict'

/** The run of reviewed transactions that can be executed in one chain transaction, and why it ends where it does. */
export interface BatchExecutionSelection {
  /** Consecutive from the Safe's next nonce, each executable inside a batch; a batch needs at least two. */
  batch: SafeTxReview[]
  /** The first transaction left out, with the sentence saying why (absent when every one given is in the batch). */
  stop?: { nonce: bigint; reason: string }
}

/**
 * Which of `reviews` (the queue's next transactions, in nonce order) one chain transaction can execute together
 * (docs/batch-execution.md §1): a run from the Safe's next nonce, each trusted by the review, blocked by no
 * guardrail, needing no acknowledgement (those are executed on their own, after it), pending, and covered by the
 * threshold with verified confirmations alone (inside a batch the executor cannot add its own approval). Pure.
 */
export function selectBatchExecution(reviews: readonly SafeTxReview[]): BatchExecutionSelection {
  const batch: SafeTxReview[] = []
  for (const review of reviews) {
    const reason = whyNotInBatch(review, batch.at(-1))
    if (reason !== undefined) return { batch, stop: { nonce: review.tx.nonce, reason } }
    batch.push(review)
  }
  return { batch }
}

function whyNotInBatch(review: SafeTxReview, previous: SafeTxReview | undefined): string | undefined {
  const { nonce } = review.tx
  const expected = previous ? previous.tx.nonce + 1n : review.chain.nonce
  if (nonce !== expected) return `Transaction #${expected} is not ready to execute, so the batch ends before #${nonce}.`
  if (review.state !== 'pending') return `Transaction #${nonce} was already executed or replaced.`
  if (review.problems.length > 0)
    return `Transaction #${nonce} does not hold up to the app's review: open it to see why.`
  const verdict = reviewVerdict(review)
  if (verdict.blocks.length > 0) return `Transaction #${nonce} is refused by the review: open it to see why.`
  if (verdict.acknowledge)
    return `Transaction #${nonce} needs you to acknowledge what it does (a change of who controls the Safe, a gas refund or a message signed on chain): execute it on its own from its screen.`
  const verified = review.confirmations.filter(({ status }) => status === 'verified').length
  if (verified < review.chain.threshold)
    return `Transaction #${nonce} has ${verified} of the ${review.chain.threshold} confirmations it needs.`
  return undefined
}
