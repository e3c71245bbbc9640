import type { Address } from 'viem'
import { Link } from '../../../components/Link'
import { LoadingState, SkeletonFacts } from '../../../components/Skeleton'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import { isDetailsUnavailable } from '../details/isDetailsUnavailable'
import { OtherTransactionFacts } from '../details/OtherTransactionFacts'
import { ReviewedSafeTxPanels } from '../details/ReviewedSafeTxPanels'
import { useSafeTxReview } from '../details/useSafeTxReview'
import './rows.css'

/** Props of {@link TransactionRowDetails}. */
export interface TransactionRowDetailsProps {
  safe: { prefix: string; address: string }
  transactionId: string
  detailsHref: string
  'data-testid'?: string
}

/**
 * An expanded transaction row (queue or history): the transaction read and reviewed here as on its details page,
 * when the row is opened. A Safe transaction shows the decoded call, its signers and the actions
 * (ReviewedSafeTxPanels); one owners do not sign (an incoming transfer, a module's call) or whose details are
 * unavailable shows what the gateway says of it. Its page stays the place for the timeline and a link to share.
 */
export function TransactionRowDetails({
  safe,
  transactionId,
  detailsHref,
  'data-testid': testId,
}: TransactionRowDetailsProps) {
  const { details, chainState, review } = useSafeTxReview(safe.address as Address, transactionId)
  const unsigned =
    details.data !== undefined &&
    (details.data.detailedExecutionInfo?.type !== 'MULTISIG' || isDetailsUnavailable(details.data))
  if (unsigned)
    return (
      <div className="transaction-row-details" data-testid={testId}>
        <OtherTransactionFacts details={details.data!} />
        <Link href={detailsHref}>Open its page (a link to share)</Link>
      </div>
    )
  if (review.data)
    return (
      <div className="transaction-row-details" data-testid={testId}>
        <ReviewedSafeTxPanels prefix={safe.prefix} review={review.data} />
        <Link href={detailsHref}>Open its page (timeline, offline signing, a link to share)</Link>
      </div>
    )
  const failure = details.error ?? review.error ?? chainState.error
  return (
    <div className="transaction-row-details" data-testid={testId}>
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
