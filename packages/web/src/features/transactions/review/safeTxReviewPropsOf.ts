import type { SafeTxReview as Review } from '../actions/reviewSafeTx'
import type { SafeTxReviewProps } from './SafeTxReview'

/** What {@link SafeTxReviewProps} takes from a finished review (a gateway answer's or an offline file's). */
export function safeTxReviewPropsOf(
  review: Review,
): Pick<SafeTxReviewProps, 'chainId' | 'safe' | 'tx' | 'problems' | 'owners' | 'tokens' | 'messages' | 'blindSigning'> {
  return {
    chainId: review.chainId,
    safe: review.safe,
    tx: review.tx,
    problems: review.problems,
    owners: review.chain.owners,
    tokens: review.tokens,
    messages: review.messages,
    blindSigning: review.blindSigning,
  }
}
