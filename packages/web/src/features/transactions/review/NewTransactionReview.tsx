import type { SafeTxCall } from '@strongroom/protocol'
import { useId } from 'react'
import type { Abi, Address } from 'viem'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { DisplayName } from '../../../components/DisplayName'
import { FormActions, FormField } from '../../../components/FormField'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { describeTransactionError } from '../../../lib/describeTransactionError'
import type { ResolvedName } from '../../names'
import type { ProposalOriginInput } from '../actions/formatProposalOrigin'
import type { ProposedSafeTx } from '../actions/proposeNewSafeTx'
import { useNativeCurrency } from '../hooks/useNativeCurrency'
import { FlowStatus } from './FlowStatus'
import { SafeTxReview } from './SafeTxReview'
import { SimulationResult } from './SimulationResult'
import { useNewTransactionReview } from './useNewTransactionReview'
import './newTransaction.css'

/** Props of {@link NewTransactionReview}. */
export interface NewTransactionReviewProps {
  address: Address
  prefix: string
  /** What the transaction does: one call, or several made one MultiSendCallOnly batch. */
  calls: readonly SafeTxCall[]
  /** The app or flow that made it (and the message it signs on chain), stored as the proposal's `origin`. */
  origin: ProposalOriginInput
  /** A nonce to start from (a replacement); the gateway's recommended nonce otherwise. */
  nonce?: bigint
  /** The called contract's ABI, to name its custom errors when the simulation reverts. */
  errorAbi?: Abi
  /** A safeTxGas the flow fixes (a Safe App's `params.safeTxGas`), used instead of the gateway's estimate. */
  safeTxGas?: bigint
  /** ENS names the flow resolved: shown with the addresses they gave, and resolved again before signing. */
  names?: readonly ResolvedName[]
  onProposed(proposed: ProposedSafeTx): void
  onCancel(): void
}

/**
 * The step every "New transaction" flow ends in (docs/new-transactions.md): the nonce (the gateway's recommendation,
 * editable, with a warning when it skips one or replaces a queued transaction), the review of the SafeTx built from
 * `calls` (`reviewSafeTx`: hashes computed here, guardrails, decoded actions), the simulation on the node before anyone
 * signs (chain feature TX_SIMULATION), the gateway's safeTxGas, and "Sign and propose": the connected owner (or
 * delegate) signs and the proposal is posted with its origin. `useNewTransactionReview` decides; this lays out.
 */
export function NewTransactionReview({ onCancel, ...input }: NewTransactionReviewProps) {
  const { chainId, chainName } = useRuntimeConfig()
  const native = useNativeCurrency()
  const review = useNewTransactionReview(input)
  const { safe, nonces, nonce, estimate, tx } = review
  const { origin, safeTxGas: fixedSafeTxGas } = input
  const nonceId = useId()

  if (review.buildError)
    return (
      <Banner tone="danger" title="This transaction cannot be built" testId="new-tx-build-error">
        <p>{review.buildError}</p>
      </Banner>
    )

  return (
    <div className="new-tx" data-testid="new-transaction-review">
      <p className="new-tx__origin" data-testid="new-tx-origin">
        Made by{' '}
        <strong>
          <DisplayName text={origin.name} />
        </strong>
      </p>

      {input.names && input.names.length > 0 && (
        <section className="new-tx__section" aria-label="Names">
          <h3 className="new-tx__heading">Names</h3>
          <ul className="new-tx__names">
            {input.names.map(({ name, address }) => (
              <li key={name} data-testid="review-name">
                <strong>
                  <DisplayName text={name} />
                </strong>{' '}
                resolves to <code className="new-tx__name-address">{address}</code>
              </li>
            ))}
          </ul>
          <p className="new-tx__note">
            This is the address you sign for. The names are resolved again just before signing: if one points elsewhere
            by then, nothing is signed.
          </p>
        </section>
      )}

      <div className="new-tx__nonce">
        <FormField
          label="Nonce"
          hint={
            nonces.data
              ? `The Safe is at #${nonces.data.currentNonce}; the next free nonce is #${nonces.data.recommendedNonce}.`
              : 'Asking the gateway for the next free nonce…'
          }
          error={nonce?.level === 'invalid' ? nonce.message : undefined}
        >
          {(control) => (
            <input
              {...control}
              id={nonceId}
              className="new-tx__nonce-input"
              inputMode="numeric"
              value={review.nonceText}
              onChange={(event) => review.setNonceText(event.target.value)}
              data-testid="new-tx-nonce"
            />
          )}
        </FormField>
        {nonce?.level === 'warning' && (
          <Banner tone="warning" testId={`nonce-${nonce.kind}`}>
            {nonce.message}
          </Banner>
        )}
        {nonces.isError && (
          <p className="new-tx__error" role="alert">
            The next nonce could not be loaded: {lowerFirst(describeTransactionError(nonces.error, chainName))}
          </p>
        )}
      </div>

      <section className="new-tx__section" aria-label="Simulation">
        <h3 className="new-tx__heading">Simulation</h3>
        {!review.simulationOffered ? (
          <p className="new-tx__note" data-testid="simulation-off">
            This chain does not offer simulation: the transaction is not run before it is signed.
          </p>
        ) : (
          <SimulationResult query={review.simulation} safe={safe} native={native} chainName={chainName} />
        )}
      </section>

      <section className="new-tx__section" aria-label="Gas">
        <h3 className="new-tx__heading">Gas</h3>
        <p className="new-tx__note" data-testid="new-tx-gas">
          {fixedSafeTxGas !== undefined
            ? `safeTxGas ${fixedSafeTxGas}, as ${origin.name} asked.`
            : estimate.isSuccess
              ? estimate.data.safeTxGas === '0'
                ? 'safeTxGas 0: the Safe gives the call all the gas of the execution, and the whole execution fails if the call does.'
                : `safeTxGas ${estimate.data.safeTxGas}, as the gateway estimated it.`
              : estimate.isError
                ? `The gateway could not estimate it (${lowerFirst(describeTransactionError(estimate.error, chainName)).replace(/\.$/, '')}), so safeTxGas is 0: the Safe gives the call all the gas of the execution.`
                : 'Asking the gateway for the gas estimate…'}
        </p>
      </section>

      {tx ? (
        <SafeTxReview
          chainId={chainId}
          safe={safe}
          tx={tx}
          native={native}
          owners={review.owners}
          tokens={review.tokens}
          messages={review.messages}
          blindSigning={review.blindSigning}
          acknowledged={review.acknowledged}
          onAcknowledgedChange={review.setAcknowledged}
        />
      ) : (
        <p className="new-tx__note">Preparing the review…</p>
      )}

      {review.account === undefined ? (
        <p className="new-tx__note" data-testid="new-tx-connect">
          Connect an owner’s wallet to sign and propose this transaction.
        </p>
      ) : (
        review.isDelegate && (
          <p className="new-tx__note" data-testid="new-tx-delegate">
            The connected wallet is not an owner: it can propose only as a delegate of an owner, and its signature does
            not count as a confirmation.
          </p>
        )
      )}
      <FormActions>
        <Button onClick={onCancel} disabled={review.busy}>
          Cancel
        </Button>
        <Button variant="primary" disabled={!review.canPropose} onClick={review.propose}>
          Sign and propose
        </Button>
      </FormActions>
      <FlowStatus stage={review.stage} />
    </div>
  )
}

function lowerFirst(sentence: string): string {
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
}
