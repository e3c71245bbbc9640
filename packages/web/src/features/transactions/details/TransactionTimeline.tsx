import type { TransactionDetails } from '@strongroom/protocol'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { DisplayName } from '../../../components/DisplayName'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { explorerTransactionUrl } from '../review/explorerTransactionUrl'

const formatTime = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms))

/**
 * The transaction's life: proposed (by whom only when that owner's confirmation verifies), each confirmation, then
 * executed (with the explorer link) or what it waits for.
 */
export function TransactionTimeline({ details, review }: { details: TransactionDetails; review: SafeTxReview }) {
  const { explorerUrl } = useRuntimeConfig()
  const execution = details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : undefined
  const verified = review.confirmations.filter((entry) => entry.status === 'verified').length
  const missing = Math.max(0, review.chain.threshold - verified)
  // Only a proposer whose own confirmation verifies is named: the gateway accepts proposals without any signature
  // under any owner's name (docs/web-security.md §2.4).
  const proposer = execution?.proposer?.value
  const provenProposer = review.confirmations.find(
    (entry) =>
      entry.status === 'verified' && proposer !== undefined && entry.signer.toLowerCase() === proposer.toLowerCase(),
  )?.signer
  const explorerLink = details.txHash ? explorerTransactionUrl(explorerUrl, details.txHash) : undefined
  return (
    <ol className="tx-details__timeline" data-testid="timeline">
      {execution && (
        <li className="tx-details__event">
          <span className="tx-details__event-title">Created</span>
          <time dateTime={new Date(execution.submittedAt).toISOString()}>{formatTime(execution.submittedAt)}</time>
          {execution.proposer &&
            (provenProposer ? (
              <span>
                by <AddressDisplay address={provenProposer} iconSize={16} />
              </span>
            ) : (
              <span
                data-testid="unproven-proposer"
                title="The gateway names a proposer, but no signature here proves it."
              >
                by a sender no signature proves
              </span>
            ))}
          {execution.origin && (
            <span data-testid="proposal-origin" title="As the proposal says; the app does not vouch for it.">
              with “<DisplayName text={execution.origin.name} />”
            </span>
          )}
        </li>
      )}
      {[...review.confirmations]
        .sort((a, b) => a.submittedAt - b.submittedAt)
        .map((entry) => (
          <li key={`${entry.signer}-${entry.submittedAt}`} className="tx-details__event">
            <span className="tx-details__event-title">
              {entry.status === 'invalid' ? 'Confirmation that does not verify' : 'Confirmed'}
            </span>
            <time dateTime={new Date(entry.submittedAt).toISOString()}>{formatTime(entry.submittedAt)}</time>
            <span>
              by <AddressDisplay address={entry.signer} iconSize={16} />
            </span>
          </li>
        ))}
      <li className="tx-details__event" data-testid="timeline-outcome">
        {review.state === 'executed' || review.state === 'failed' ? (
          <>
            <span className="tx-details__event-title">
              {review.state === 'executed' ? 'Executed' : 'Executed, but its call failed'}
            </span>
            {details.executedAt !== null && (
              <time dateTime={new Date(details.executedAt).toISOString()}>{formatTime(details.executedAt)}</time>
            )}
            {execution?.executor && (
              <span>
                by <AddressDisplay address={execution.executor.value} iconSize={16} />
              </span>
            )}
            {details.txHash &&
              (explorerLink ? (
                <a href={explorerLink} target="_blank" rel="noreferrer noopener">
                  View on the block explorer
                </a>
              ) : (
                <code className="tx-details__hash">{details.txHash}</code>
              ))}
          </>
        ) : review.state === 'settled' ? (
          <span className="tx-details__event-title">Executed or replaced (the gateway has not said which yet)</span>
        ) : review.state === 'replaced' ? (
          <span className="tx-details__event-title">
            Replaced: the Safe executed another transaction with nonce {review.tx.nonce.toString()}
          </span>
        ) : missing > 0 ? (
          <span className="tx-details__event-title">
            Waiting for {missing} more confirmation{missing === 1 ? '' : 's'}
          </span>
        ) : (
          <span className="tx-details__event-title">Waiting for execution</span>
        )}
      </li>
    </ol>
  )
}
