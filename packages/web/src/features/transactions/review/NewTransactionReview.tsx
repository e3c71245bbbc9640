import { assessSafeTx, createSafeTxFromCalls, readSafeState, type SafeTx, type SafeTxCall } from '@strongroom/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { type Abi, type Address, getAddress, isAddressEqual } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { DisplayName } from '../../../components/DisplayName'
import { FormActions, FormField } from '../../../components/FormField'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { describeTransactionError } from '../../../lib/describeTransactionError'
import { safeNoncesQuery } from '../../../lib/query/safeNoncesQuery'
import { safeTxGasEstimationQuery } from '../../../lib/query/safeTxGasEstimationQuery'
import { useBlindSigning } from '../../preferences'
import type { ProposalOriginInput } from '../actions/formatProposalOrigin'
import { onChainMessagesOf } from '../actions/onChainMessagesOf'
import type { ProposedSafeTx } from '../actions/proposeNewSafeTx'
import { readReviewTokens } from '../actions/readReviewTokens'
import { reviewVerdict } from '../actions/reviewVerdict'
import { simulateSafeTx } from '../actions/simulateSafeTx'
import { isFlowBusy } from '../hooks/isFlowBusy'
import { useProposeNewSafeTx } from '../hooks/useProposeNewSafeTx'
import { useQueuedTransactions } from '../hooks/useQueuedTransactions'
import { assessNewNonce } from './assessNewNonce'
import { FlowStatus } from './FlowStatus'
import { SafeTxReview } from './SafeTxReview'
import { SimulationResult } from './SimulationResult'
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
  onProposed(proposed: ProposedSafeTx): void
  onCancel(): void
}

/**
 * The step every "New transaction" flow ends in (docs/new-transactions.md): the nonce (the gateway's recommendation,
 * editable, with a warning when it skips one or replaces a queued transaction), the review of the SafeTx built from
 * `calls` (`reviewSafeTx`: hashes computed here, guardrails, decoded actions), the simulation on the node before anyone
 * signs (chain feature TX_SIMULATION), the gateway's safeTxGas, and "Sign and propose": the connected owner (or
 * delegate) signs and the proposal is posted with its origin.
 */
export function NewTransactionReview({
  address,
  calls,
  origin,
  nonce: initialNonce,
  errorAbi,
  safeTxGas: fixedSafeTxGas,
  onProposed,
  onCancel,
}: NewTransactionReviewProps) {
  const safe = getAddress(address)
  const { chainId, chainName, gatewayUrl } = useRuntimeConfig()
  const scope = { gatewayUrl, chainId, safe }
  const client = usePublicClient({ chainId })
  const { address: account } = useAccount()
  const chainInfo = useChainInfo().data
  const native = {
    symbol: chainInfo?.nativeCurrency.symbol ?? 'ETH',
    decimals: chainInfo?.nativeCurrency.decimals ?? 18,
  }
  const simulationOffered = chainInfo?.features.includes('TX_SIMULATION') ?? false
  const nonces = useQuery(safeNoncesQuery(scope))
  const queue = useQueuedTransactions(safe)
  const chainState = useQuery({
    queryKey: ['chain', chainId, 'safe-state', safe, nonces.data?.currentNonce],
    queryFn: () => readSafeState(client!, safe),
    enabled: client !== undefined,
    placeholderData: keepPreviousData,
  })
  const propose = useProposeNewSafeTx(safe)
  const [acknowledged, setAcknowledged] = useState(false)
  const [blindSigning] = useBlindSigning()
  const [nonceText, setNonceText] = useState(initialNonce === undefined ? '' : initialNonce.toString())
  const nonceId = useId()

  // Prefilled once with the gateway's recommendation; the owner's own edits are never overwritten.
  const recommended = nonces.data?.recommendedNonce
  useEffect(() => {
    if (recommended !== undefined) setNonceText((text) => (text === '' ? String(recommended) : text))
  }, [recommended])

  const queued = useMemo(
    () =>
      (queue.data?.results ?? []).flatMap((item) =>
        item.type === 'TRANSACTION' && item.transaction.executionInfo?.type === 'MULTISIG'
          ? [BigInt(item.transaction.executionInfo.nonce)]
          : [],
      ),
    [queue.data],
  )
  const nonce = nonces.data
    ? assessNewNonce(nonceText, {
        current: BigInt(nonces.data.currentNonce),
        recommended: BigInt(nonces.data.recommendedNonce),
        queued,
      })
    : undefined

  // The call the Safe makes, before the nonce and gas are known: what the estimate and the simulation look at.
  const built = useMemo(() => {
    try {
      return { tx: createSafeTxFromCalls({ calls, nonce: 0n }) }
    } catch (error) {
      return { error: describeTransactionError(error, chainName) }
    }
  }, [calls, chainName])
  const call = built.tx
  const estimate = useQuery({
    ...safeTxGasEstimationQuery(scope, call ?? { to: safe, value: 0n, data: '0x', operation: 0 }),
    enabled: call !== undefined && fixedSafeTxGas === undefined,
    retry: false,
  })
  // Without the gateway's estimate the transaction takes 0: a Safe 1.4.1 then gives the call all the gas it has.
  const safeTxGas =
    fixedSafeTxGas ?? (estimate.data ? BigInt(estimate.data.safeTxGas) : estimate.isError ? 0n : undefined)
  const tx: SafeTx | undefined =
    call && nonce?.nonce !== undefined && safeTxGas !== undefined
      ? createSafeTxFromCalls({ calls, nonce: nonce.nonce, safeTxGas })
      : undefined

  const owners = chainState.data?.owners
  const simulator = owners && (owners.find((owner) => account && isAddressEqual(owner, account)) ?? owners[0])
  const simulation = useQuery({
    // Query keys hold no bigint (TanStack hashes them as JSON).
    queryKey: [
      'simulation',
      chainId,
      safe,
      call && { to: call.to, value: call.value.toString(), data: call.data, operation: call.operation },
      simulator,
      nonces.data?.currentNonce,
    ],
    queryFn: () => simulateSafeTx(client!, { safe, tx: call!, owner: simulator!, errorAbi }),
    enabled: simulationOffered && client !== undefined && call !== undefined && simulator !== undefined,
    retry: false,
    staleTime: 15_000,
  })

  const tokens = useQuery({
    queryKey: ['review-tokens', chainId, safe, call && { to: call.to, data: call.data, operation: call.operation }],
    queryFn: () => readReviewTokens(client!, { safe, tx: call! }),
    enabled: client !== undefined && call !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const proposed = propose.stage.step === 'done'

  if (built.error)
    return (
      <Banner tone="danger" title="This transaction cannot be built" testId="new-tx-build-error">
        <p>{built.error}</p>
      </Banner>
    )

  const busy = isFlowBusy(propose.stage)
  const assessment = tx && assessSafeTx({ safe, tx, owners })
  const messages = assessment && onChainMessagesOf({ chainId, safe, assessment, stored: origin.message })
  const verdict = assessment && messages && reviewVerdict({ assessment, messages, blindSigning })
  const blocked = verdict !== undefined && (verdict.blocks.length > 0 || (verdict.acknowledge && !acknowledged))
  const isOwner = account !== undefined && owners?.some((owner) => isAddressEqual(owner, account))
  const canPropose =
    tx !== undefined && account !== undefined && !busy && !proposed && nonce?.level !== 'invalid' && !blocked

  return (
    <div className="new-tx" data-testid="new-transaction-review">
      <p className="new-tx__origin" data-testid="new-tx-origin">
        Made by{' '}
        <strong>
          <DisplayName text={origin.name} />
        </strong>
      </p>

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
              value={nonceText}
              onChange={(event) => setNonceText(event.target.value)}
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
        {!simulationOffered ? (
          <p className="new-tx__note" data-testid="simulation-off">
            This chain does not offer simulation: the transaction is not run before it is signed.
          </p>
        ) : (
          <SimulationResult query={simulation} safe={safe} native={native} chainName={chainName} />
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
          owners={owners}
          tokens={tokens.data}
          messages={messages}
          blindSigning={blindSigning}
          acknowledged={acknowledged}
          onAcknowledgedChange={setAcknowledged}
        />
      ) : (
        <p className="new-tx__note">Preparing the review…</p>
      )}

      {account === undefined ? (
        <p className="new-tx__note" data-testid="new-tx-connect">
          Connect an owner’s wallet to sign and propose this transaction.
        </p>
      ) : (
        owners &&
        !isOwner && (
          <p className="new-tx__note" data-testid="new-tx-delegate">
            The connected wallet is not an owner: it can propose only as a delegate of an owner, and its signature does
            not count as a confirmation.
          </p>
        )
      )}
      <FormActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={!canPropose}
          onClick={async () => {
            if (!tx) return
            const proposed = await propose.run({ tx, origin, acknowledgedControlChange: acknowledged, blindSigning })
            if (proposed) onProposed(proposed)
          }}
        >
          Sign and propose
        </Button>
      </FormActions>
      <FlowStatus stage={propose.stage} />
    </div>
  )
}

function lowerFirst(sentence: string): string {
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
}
