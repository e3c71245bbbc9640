import type { TransactionDetails } from '@strongroom/protocol'
import type { SafeScreenProps } from '../../../app/paths'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { Panel } from '../../../components/Panel'
import { LoadingState, SkeletonFacts } from '../../../components/Skeleton'
import { Tag } from '../../../components/Tag'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import type { SafeTxReview as Review } from '../actions/reviewSafeTx'
import { OfflineExportPanel } from '../offline/OfflineExportPanel'
import { toOfflineSafeTx } from '../offline/toOfflineSafeTx'
import { isDetailsUnavailable } from './isDetailsUnavailable'
import { OtherTransactionFacts } from './OtherTransactionFacts'
import { ReviewedSafeTxPanels } from './ReviewedSafeTxPanels'
import { TransactionTimeline } from './TransactionTimeline'
import { useSafeTxReview } from './useSafeTxReview'
import './transactionDetails.css'

const STATE_LABELS: Record<Review['state'], string> = {
  pending: 'Pending',
  executed: 'Executed',
  failed: 'Failed',
  replaced: 'Replaced',
  settled: 'Executed or replaced',
}

/**
 * One transaction, shareable by its link (`/<safe>/transactions/tx?id=`): what it does and every field, the hashes
 * computed here, who confirmed and who has not, its timeline, and the owner's actions. The gateway's answer is
 * reviewed before anything is shown as signable (`reviewSafeTx`): a mismatch is red and turns signing off.
 */
export function TransactionDetailsPage({ address, prefix, search }: SafeScreenProps<{ id: string }>) {
  usePageTitle('Transaction')
  const { chainName } = useRuntimeConfig()
  const { details, chainState, review } = useSafeTxReview(address, search.id)

  if (details.status === 'pending')
    return (
      <LoadingState label="Loading the transaction…">
        <SkeletonFacts count={5} />
      </LoadingState>
    )
  if (details.status === 'error' && !details.data)
    return (
      <Banner tone="danger" title="The transaction could not be loaded." testId="details-error">
        <p>
          {details.error instanceof GatewayError && details.error.isNotFound
            ? 'The gateway knows no transaction with this id for this Safe.'
            : describeSafeTxError(details.error, chainName)}
        </p>
        <Button size="small" onClick={() => details.refetch()}>
          Try again
        </Button>
      </Banner>
    )
  const data = details.data!
  if (data.detailedExecutionInfo?.type !== 'MULTISIG' || isDetailsUnavailable(data))
    return <OtherTransaction details={data} />

  const reviewError = review.error ?? chainState.error
  return (
    <div className="tx-details" data-testid="transaction-details">
      <header className="tx-details__header">
        <h2 className="tx-details__title">Transaction #{data.detailedExecutionInfo.nonce}</h2>
        {review.data && (
          <Tag tone={review.data.state === 'pending' ? 'warning' : 'neutral'} data-testid="transaction-state">
            {STATE_LABELS[review.data.state]}
          </Tag>
        )}
      </header>
      {!review.data && reviewError && (
        <Banner tone="danger" title="This transaction cannot be reviewed" testId="review-error">
          <p>
            {reviewError instanceof SafeTxRefusedError
              ? reviewError.message
              : `The Safe could not be read from ${chainName}, so the transaction and its confirmations cannot be checked. Nothing can be signed until they are.`}
          </p>
          <Button size="small" onClick={() => (chainState.error ? chainState.refetch() : review.refetch())}>
            Try again
          </Button>
        </Banner>
      )}
      {!review.data && !reviewError && (
        <LoadingState label="Checking the transaction and its confirmations…">
          <SkeletonFacts count={4} />
        </LoadingState>
      )}
      {review.data && (
        <>
          {review.data.state === 'settled' && (
            <Banner tone="info" testId="state-settled">
              The Safe has moved past nonce {review.data.tx.nonce.toString()}: this transaction was executed or
              replaced. Waiting for the gateway to say which…
            </Banner>
          )}
          {review.data.state === 'replaced' && (
            <Banner tone="info" testId="state-replaced">
              The Safe executed another transaction with nonce {review.data.tx.nonce.toString()}: this one can no longer
              run.
            </Banner>
          )}
          {(review.data.state === 'executed' || review.data.state === 'failed') && (
            <Banner tone="info" testId="state-executed">
              {review.data.state === 'executed'
                ? 'This transaction was executed.'
                : 'This transaction was executed, but its call failed.'}
            </Banner>
          )}
          {review.data.state === 'pending' &&
            !review.data.confirmations.some(({ status }) => status === 'verified') && (
              <Banner tone="warning" title="Unsigned proposal" testId="unsigned-proposal">
                No owner’s signature comes with this transaction. Anyone can post a proposal under an owner’s name, so
                whoever the gateway says proposed it is not shown: read what it does before you sign it.
              </Banner>
            )}
          <ReviewedSafeTxPanels prefix={prefix} review={review.data} />
          {review.data.state === 'pending' && review.data.problems.length === 0 && (
            <Panel title="Offline signing">
              <OfflineExportPanel offline={toOfflineSafeTx(review.data)} prefix={prefix} />
            </Panel>
          )}
          <Panel title="Timeline">
            <TransactionTimeline details={data} review={review.data} />
          </Panel>
        </>
      )}
    </div>
  )
}

/**
 * A transaction owners do not sign (a transfer into the Safe, a module's call, the creation): what the gateway says.
 * An execution whose details are unavailable gets the gateway's sentence above the facts.
 */
function OtherTransaction({ details }: { details: TransactionDetails }) {
  return (
    <div className="tx-details" data-testid="transaction-details">
      {isDetailsUnavailable(details) && (
        <>
          <header className="tx-details__header">
            <h2 className="tx-details__title">Executed, details unavailable</h2>
          </header>
          <Banner tone="info" testId="details-unavailable">
            {details.txInfo.humanDescription ?? 'The Safe executed this transaction, but what it ran cannot be shown.'}
          </Banner>
        </>
      )}
      <OtherTransactionFacts details={details} />
    </div>
  )
}
