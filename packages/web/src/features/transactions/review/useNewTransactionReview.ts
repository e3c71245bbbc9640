import { assessSafeTx, createSafeTxFromCalls, readSafeState, type SafeTx, type SafeTxCall } from '@strongroom/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { type Abi, type Address, getAddress, isAddressEqual } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { describeTransactionError } from '../../../lib/describeTransactionError'
import { safeNoncesQuery } from '../../../lib/query/safeNoncesQuery'
import { safeTxGasEstimationQuery } from '../../../lib/query/safeTxGasEstimationQuery'
import { type ResolvedName, useNameLookupContext, verifyNamesBeforeSigning } from '../../names'
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

/** What {@link useNewTransactionReview} reviews and proposes (see `NewTransactionReviewProps`). */
export interface NewTransactionInput {
  address: Address
  calls: readonly SafeTxCall[]
  origin: ProposalOriginInput
  nonce?: bigint | undefined
  errorAbi?: Abi | undefined
  safeTxGas?: bigint | undefined
  /** ENS names the flow resolved (a recipient typed as `alice.eth`): shown with their addresses, checked at signing. */
  names?: readonly ResolvedName[] | undefined
  onProposed(proposed: ProposedSafeTx): void
}

/**
 * Everything the last step of a "New transaction" flow decides (docs/new-transactions.md): the nonce typed against
 * the gateway's (prefilled once with its recommendation, assessed against the queue), the SafeTx built from the calls
 * with the gateway's safeTxGas (or the flow's), the Safe's owners read from the chain, the simulation, the tokens, the
 * guardrails' verdict, and "Sign and propose". `NewTransactionReview` lays out what it returns.
 */
export function useNewTransactionReview({
  address,
  calls,
  origin,
  nonce: initialNonce,
  errorAbi,
  safeTxGas: fixedSafeTxGas,
  names = [],
  onProposed,
}: NewTransactionInput) {
  const safe = getAddress(address)
  const { chainId, chainName, gatewayUrl } = useRuntimeConfig()
  const scope = { gatewayUrl, chainId, safe }
  const client = usePublicClient({ chainId })
  const { address: account } = useAccount()
  const nameLookup = useNameLookupContext()
  const simulationOffered = useChainInfo().data?.features.includes('TX_SIMULATION') ?? false
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

  const busy = isFlowBusy(propose.stage)
  const assessment = tx && assessSafeTx({ safe, tx, owners })
  const messages = assessment && onChainMessagesOf({ chainId, safe, assessment, stored: origin.message })
  const verdict = assessment && messages && reviewVerdict({ assessment, messages, blindSigning })
  const blocked = verdict !== undefined && (verdict.blocks.length > 0 || (verdict.acknowledge && !acknowledged))
  const canPropose =
    tx !== undefined &&
    account !== undefined &&
    !busy &&
    propose.stage.step !== 'done' &&
    nonce?.level !== 'invalid' &&
    !blocked

  return {
    safe,
    /** The calls could not be made one SafeTx: the sentence says why, and nothing else is shown. */
    buildError: built.error,
    nonces,
    nonceText,
    setNonceText,
    nonce,
    simulationOffered,
    simulation,
    estimate,
    tx,
    owners,
    tokens: tokens.data,
    messages,
    blindSigning,
    acknowledged,
    setAcknowledged,
    account,
    /** Known once the owners are read: the connected wallet can only propose as a delegate. */
    isDelegate:
      account !== undefined && owners !== undefined && !owners.some((owner) => isAddressEqual(owner, account)),
    busy,
    canPropose,
    stage: propose.stage,
    propose: async () => {
      if (!tx) return
      const verifyNames =
        names.length === 0
          ? undefined
          : async () => {
              if (!nameLookup)
                throw new Error('This network no longer offers ENS names, so they cannot be checked again.')
              await verifyNamesBeforeSigning(nameLookup, names)
            }
      const proposed = await propose.run({
        tx,
        origin,
        acknowledgedControlChange: acknowledged,
        blindSigning,
        verifyNames,
      })
      if (proposed) onProposed(proposed)
    },
  }
}
