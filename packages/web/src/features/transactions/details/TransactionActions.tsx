import { useState } from 'react'
import { paths } from '../../../app/paths'
import { Banner } from '../../../components/Banner'
import { Button, buttonClass } from '../../../components/Button'
import { Dialog } from '../../../components/Dialog'
import { Link } from '../../../components/Link'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { FlowStatus } from '../review/FlowStatus'
import { SpeedUp } from '../review/SpeedUp'
import { useTransactionActions } from './useTransactionActions'

/**
 * The owner's actions on a pending transaction: confirm (with a signature, or on chain with approveHash), execute (or
 * confirm and execute in one step when one signature is missing), reject, and replace (a new transaction at the same
 * nonce, or the rejection).
 * Not an owner: a read-only view without buttons. The review's problems and guardrails turn signing off; executing
 * needs the Safe's next nonce, and the sentence names it. `useTransactionActions` decides; this lays out.
 */
export function TransactionActions({
  prefix,
  review,
  acknowledged,
}: {
  prefix: string
  review: SafeTxReview
  acknowledged: boolean
}) {
  const { chainName } = useRuntimeConfig()
  const actions = useTransactionActions(review, acknowledged)
  const { account, estimate, stages, busy, signDisabled } = actions
  const { isOwner, trusted, needsAcknowledgement, isNext, mayConfirm } = actions.rules
  const { thresholdMet: canExecute, oneShort: canSignAndExecute, mayExecute: executable } = actions.rules
  const nextNonce = review.chain.nonce
  const [replaceOpen, setReplaceOpen] = useState(false)

  if (review.state !== 'pending') return null
  if (!account)
    return (
      <p className="tx-details__note" data-testid="read-only-notice">
        Connect an owner’s wallet to confirm, execute or reject this transaction.
      </p>
    )
  if (!isOwner)
    return (
      <p className="tx-details__note" data-testid="read-only-notice">
        The connected wallet is not an owner of this Safe, so it cannot confirm or execute here.
      </p>
    )
  if (!trusted)
    return (
      <p className="tx-details__note tx-details__note--danger" data-testid="actions-refused">
        Signing and executing are turned off because this transaction cannot be trusted (see above).
      </p>
    )

  const rejectDone = stages.reject.step === 'done' ? stages.reject.result : undefined

  return (
    <div className="tx-details__actions">
      {!isNext && (canExecute || canSignAndExecute) && (
        <Banner tone="info" testId="nonce-not-next">
          {review.tx.nonce < nextNonce
            ? `Transaction #${review.tx.nonce} can no longer be executed: the Safe is at #${nextNonce}.`
            : `Transaction #${nextNonce} must be executed first: the Safe executes transactions in nonce order, and #${review.tx.nonce} comes later.`}
        </Banner>
      )}
      {needsAcknowledgement && (
        <p className="tx-details__note">Tick the box above to acknowledge what the review found before signing.</p>
      )}
      {executable && (
        <p className="tx-details__note" data-testid="gas-estimate">
          {estimate.isSuccess
            ? `Estimated gas for the execution: ${formatTokenAmount(estimate.data.toString(), 0)}.`
            : estimate.isError
              ? `The execution cannot be estimated: ${describeSafeTxError(estimate.error, chainName)}`
              : 'Estimating the gas for the execution…'}
        </p>
      )}
      <div className="tx-details__buttons">
        {mayConfirm && (
          <Button
            variant={canSignAndExecute && isNext ? 'secondary' : 'primary'}
            disabled={signDisabled}
            onClick={actions.confirm}
          >
            Confirm
          </Button>
        )}
        {mayConfirm && (
          <Button
            variant="ghost"
            disabled={signDisabled}
            title="For wallets that cannot sign messages: confirms with a chain transaction (approveHash), which costs gas."
            onClick={actions.approve}
          >
            Approve on chain
          </Button>
        )}
        {canSignAndExecute && (
          <Button variant="primary" disabled={signDisabled || !isNext} onClick={() => actions.execute(true)}>
            Confirm and execute
          </Button>
        )}
        {canExecute && (
          <Button variant="primary" disabled={signDisabled || !isNext} onClick={() => actions.execute(false)}>
            Execute
          </Button>
        )}
        {!actions.isRejection && (
          <>
            <Button variant="danger" disabled={busy} onClick={actions.reject}>
              Reject
            </Button>
            <Button disabled={busy} onClick={() => setReplaceOpen(true)}>
              Replace
            </Button>
          </>
        )}
      </div>
      <FlowStatus stage={stages.confirm} />
      <FlowStatus stage={stages.execute} />
      <SpeedUp safe={review.safe} stage={stages.execute} />
      <FlowStatus stage={stages.reject} />
      <FlowStatus stage={stages.approve} />
      {(stages.confirm.step === 'done' || stages.approve.step === 'done') && (
        <p className="tx-details__note" role="status" data-testid="confirm-done">
          Your confirmation was added.
        </p>
      )}
      {rejectDone && (
        <p className="tx-details__note" role="status" data-testid="reject-done">
          The rejection of #{review.tx.nonce.toString()} is proposed with your signature.{' '}
          <Link href={paths.safe({ prefix, address: review.safe }, 'transaction', { id: rejectDone.txId })}>
            Open the rejection
          </Link>{' '}
          to confirm or execute it.
        </p>
      )}
      {replaceOpen && (
        <Dialog
          title={`Replace transaction #${review.tx.nonce}`}
          onClose={() => setReplaceOpen(false)}
          actions={
            <>
              <Button onClick={() => setReplaceOpen(false)}>Cancel</Button>
              <Button
                variant="danger"
                onClick={() => {
                  setReplaceOpen(false)
                  void actions.reject()
                }}
              >
                Propose the rejection
              </Button>
              <Link
                className={buttonClass('primary')}
                href={paths.safe({ prefix, address: review.safe }, 'newTransaction', {
                  nonce: review.tx.nonce.toString(),
                })}
                data-testid="replace-with-new"
              >
                Build a new transaction
              </Link>
            </>
          }
        >
          <p>
            A transaction is replaced by executing another one with the same nonce, {review.tx.nonce.toString()}: once
            either runs, the other never can. Build a new transaction with that nonce, or propose the rejection: an
            empty transaction which, once executed, frees the Safe to go on with the next one.
          </p>
        </Dialog>
      )}
    </div>
  )
}
