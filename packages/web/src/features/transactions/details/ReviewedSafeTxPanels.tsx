import { useState } from 'react'
import { Panel } from '../../../components/Panel'
import type { SafeTxReview as Review } from '../actions/reviewSafeTx'
import { useNativeCurrency } from '../hooks/useNativeCurrency'
import { ConfirmFromParent } from '../nested/ConfirmFromParent'
import { ParentApprovals } from '../nested/ParentApprovals'
import { ConfirmationsList } from '../review/ConfirmationsList'
import { SafeTxReview } from '../review/SafeTxReview'
import { safeTxReviewPropsOf } from '../review/safeTxReviewPropsOf'
import { TransactionActions } from './TransactionActions'

/**
 * A reviewed Safe transaction as its details page and its expanded queue row show it: the review of what it does
 * (the decoded call, every field, the hashes computed here), who confirmed and who has not, and what the connected
 * wallet can do with it. What the review asks to acknowledge is acknowledged here, before any action.
 */
export function ReviewedSafeTxPanels({ prefix, review }: { prefix: string; review: Review }) {
  const native = useNativeCurrency()
  const [acknowledged, setAcknowledged] = useState(false)
  return (
    <>
      <Panel title="Review">
        <SafeTxReview
          {...safeTxReviewPropsOf(review)}
          native={native}
          acknowledged={acknowledged}
          onAcknowledgedChange={setAcknowledged}
        />
      </Panel>
      <Panel title="Confirmations">
        <ConfirmationsList review={review} />
        <ParentApprovals prefix={prefix} review={review} />
      </Panel>
      <Panel title="Actions">
        <TransactionActions prefix={prefix} review={review} acknowledged={acknowledged} />
        <ConfirmFromParent prefix={prefix} review={review} acknowledged={acknowledged} />
        {review.state !== 'pending' && <p className="tx-details__note">Nothing is left to sign.</p>}
      </Panel>
    </>
  )
}
