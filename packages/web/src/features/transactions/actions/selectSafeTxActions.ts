import { type Address, isAddressEqual } from 'viem'
import type { SafeTxReview } from './reviewSafeTx'
import { reviewVerdict } from './reviewVerdict'

/** What the connected account may do with a reviewed transaction, and why not (see {@link selectSafeTxActions}). */
export interface SafeTxActions {
  /** The account is an owner by the contract's `getOwners`, read with the review. */
  isOwner: boolean
  /** A verified confirmation of this account is already there. */
  hasConfirmed: boolean
  /** Verified confirmations of current owners: the ones that count towards the threshold. */
  verified: number
  /** The review found nothing wrong with the gateway's answer (no hash mismatch, no invalid signature). */
  trusted: boolean
  /** The review's verdict refuses signing and executing (guardrails, blind messages). */
  blocked: boolean
  /** The verdict asks for an acknowledgement that was not given (a blocked transaction asks for none). */
  needsAcknowledgement: boolean
  /** Its nonce is the one the Safe executes next. */
  isNext: boolean
  /** It has the confirmations the threshold needs. */
  thresholdMet: boolean
  /** One confirmation short, and this account has not confirmed: it may confirm and execute in one step. */
  oneShort: boolean
  /** An owner may confirm it: not confirmed yet by this account, threshold not met. */
  mayConfirm: boolean
  /** An owner may execute it now (or confirm and execute): trusted, not blocked, next in line, enough confirmations. */
  mayExecute: boolean
}

/**
 * The rules that decide what `account` may do with a reviewed transaction, for the transaction and the offline
 * screens alike: only owners sign or execute; an answer that cannot be trusted or a blocking verdict turns both off;
 * executing needs the threshold (or one signature short, this account's) and the Safe's next nonce. Pure: the screens
 * lay out what it says.
 */
export function selectSafeTxActions(
  review: SafeTxReview,
  { account, acknowledged }: { account: Address | undefined; acknowledged: boolean },
): SafeTxActions {
  const isOwner = account !== undefined && review.chain.owners.some((owner) => isAddressEqual(owner, account))
  const verifiedSigners = review.confirmations.filter((entry) => entry.status === 'verified')
  const hasConfirmed = account !== undefined && verifiedSigners.some((entry) => isAddressEqual(entry.signer, account))
  const verified = verifiedSigners.length
  const { threshold, nonce } = review.chain
  const verdict = reviewVerdict(review)
  const trusted = review.problems.length === 0
  const blocked = verdict.blocks.length > 0
  const isNext = review.tx.nonce === nonce
  const thresholdMet = verified >= threshold
  const oneShort = !hasConfirmed && !thresholdMet && verified + 1 >= threshold
  return {
    isOwner,
    hasConfirmed,
    verified,
    trusted,
    blocked,
    needsAcknowledgement: !blocked && verdict.acknowledge && !acknowledged,
    isNext,
    thresholdMet,
    oneShort,
    mayConfirm: isOwner && !hasConfirmed && !thresholdMet,
    mayExecute: isOwner && trusted && !blocked && isNext && (thresholdMet || oneShort),
  }
}
