import { type Address, isAddressEqual } from 'viem'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxReview } from './reviewSafeTx'
import { reviewVerdict, UNACKNOWLEDGED } from './reviewVerdict'

/**
 * The review's verdict before any wallet prompt: the answer must hold up, no guardrail may block it, a change of who
 * controls the Safe must have been acknowledged (neither applies to rejecting it), `account` must be an owner by the contract, and the transaction must
 * still be pending.
 * @throws {SafeTxRefusedError} naming the first rule broken.
 */
export function assertOwnerMaySign(
  review: SafeTxReview,
  {
    account,
    acknowledgedControlChange,
    purpose = 'sign',
  }: {
    account: Address
    acknowledgedControlChange: boolean
    /** `reject`: signing the rejection of this transaction, which its guardrail findings must not prevent. */
    purpose?: 'sign' | 'reject'
  },
): void {
  const [problem] = review.problems
  if (problem)
    throw new SafeTxRefusedError(`${problem.message} Nothing can be signed or executed.`, 'untrusted', {
      details: { problems: review.problems.map(({ kind }) => kind) },
    })
  const verdict = reviewVerdict(review)
  const [block] = purpose === 'sign' ? verdict.blocks : []
  if (block) throw new SafeTxRefusedError(block, 'blocked')
  if (purpose === 'sign' && verdict.acknowledge && !acknowledgedControlChange)
    throw new SafeTxRefusedError(UNACKNOWLEDGED, 'unacknowledged')
  if (!review.chain.owners.some((owner) => isAddressEqual(owner, account)))
    throw new SafeTxRefusedError('The connected wallet is not an owner of this Safe, so it cannot sign.', 'not-owner')
  if (review.state !== 'pending')
    throw new SafeTxRefusedError(
      `Transaction #${review.tx.nonce} was already executed or replaced. Nothing was signed.`,
      'settled',
    )
}
