import type { Address } from 'viem'
import { Link } from '../../../components/Link'
import { LoadingState, SkeletonFacts } from '../../../components/Skeleton'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import { ReviewedSafeTxPanels } from '../details/ReviewedSafeTxPanels'
import { useSafeTxReview } from '../details/useSafeTxReview'

/**
 * An expanded queue row: the transaction reviewed here as on its details page (the decoded call, the signers, the
 * actions), read when the row is opened. Its page stays the place to share it and for its timeline.
 */
export function QueueRowDetails({
  safe,
  transactionId,
  detailsHref,
}: {
  safe: { prefix: string; address: string }
  transactionId: string
  detailsHref: string
}) {
  const { details, chainState, review } = useSafeTxReview(safe.address as Address, transactionId)
  const failure = details.error ?? review.error ?? chainState.error
  if (review.data)
    return (
      <div className="transactions-queue__details" data-testid="queue-row-details">
        <ReviewedSafeTxPanels prefix={safe.prefix} review={review.data} />
        <Link href={detailsHref}>Open its page (timeline, offline signing, a link to share)</Link>
      </div>
    )
  return (
    <div className="transactions-queue__details" data-testid="queue-row-details">
      {failure ? (
        <p role="alert">
          {failure instanceof SafeTxRefusedError ? failure.message : 'This transaction could not be checked here.'}{' '}
          <Link href={detailsHref}>Open its page</Link> to see why and try again.
        </p>
      ) : (
        <LoadingState label="Checking the transaction and its confirmations…">
          <SkeletonFacts count={4} />
        </LoadingState>
      )}
    </div>
  )
}
