import { isAddressEqual } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Tag } from '../../../components/Tag'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { describeConfirmations } from '../rows/describeConfirmations'

/**
 * Who confirmed and who has not yet, by the contract's owners ("1 of 2 signed", "3 signed, 2 needed" once the
 * threshold was lowered below the signatures given): each confirmation as the app verified it (a red line
 * for one that does not verify), then the owners still to confirm.
 */
export function ConfirmationsList({ review }: { review: SafeTxReview }) {
  const { confirmations, chain } = review
  const verified = confirmations.filter((entry) => entry.status === 'verified')
  const pending = chain.owners.filter((owner) => !verified.some((entry) => isAddressEqual(entry.signer, owner)))
  return (
    <div className="tx-details__confirmations">
      <p data-testid="confirmation-count">{describeConfirmations(verified.length, chain.threshold)}</p>
      <ul className="tx-details__owner-list">
        {confirmations.map((entry) => (
          <li
            key={`${entry.signer}-${entry.submittedAt}`}
            className={`tx-details__owner${entry.status === 'invalid' ? ' tx-details__owner--invalid' : ''}`}
            data-testid="confirmation"
            data-status={entry.status}
          >
            <AddressDisplay address={entry.signer} />
            {entry.status === 'verified' && (
              <Tag tone="owner">
                {entry.kind === 'APPROVED_HASH' ? 'Approved on chain' : 'Confirmed, signature verified'}
              </Tag>
            )}
            {entry.status === 'former-owner' && <Tag>No longer an owner: does not count</Tag>}
            {entry.status === 'invalid' && (
              <span className="tx-details__invalid" role="alert">
                {entry.message}
              </span>
            )}
          </li>
        ))}
        {review.state === 'pending' &&
          pending.map((owner) => (
            <li key={owner} className="tx-details__owner" data-testid="awaiting-owner">
              <AddressDisplay address={owner} />
              <Tag>Not confirmed yet</Tag>
            </li>
          ))}
      </ul>
    </div>
  )
}
