import { readSafeState } from '@strongroom/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { safePollingInterval, useSafeInfo } from '../../../hooks/useSafeInfo'
import { useSafeStreamStatus } from '../../../hooks/useSafeStreamStatus'
import { transactionDetailsQuery } from '../../../lib/query/transactionDetailsQuery'
import { useBlindSigning } from '../../preferences'
import { reviewSafeTx } from '../actions/reviewSafeTx'

const SETTLED_POLLING_MS = 2_000

/**
 * One transaction of the Safe on screen, with the app's own review of it: the gateway's details (reloaded by the live
 * stream, or polling), the Safe's owners, threshold and nonce read from the contract through the app's RPC (again
 * whenever the Safe's nonce or the transaction's status moves), and `reviewSafeTx` over both.
 */
export function useSafeTxReview(safe: Address, transactionId: string) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const live = useSafeStreamStatus(safe) === 'live'
  const [blindSigning] = useBlindSigning()
  const safeInfo = useSafeInfo(safe)
  const details = useQuery({
    ...transactionDetailsQuery({ gatewayUrl, chainId, safe }, transactionId),
    refetchInterval: safePollingInterval(live),
  })
  const isMultisig = details.data?.detailedExecutionInfo?.type === 'MULTISIG'
  const chainState = useQuery({
    queryKey: ['chain', chainId, 'safe-state', safe, safeInfo.data?.nonce, details.data?.txStatus],
    queryFn: () => readSafeState(client!, safe),
    enabled: client !== undefined && isMultisig,
    placeholderData: keepPreviousData,
  })
  const review = useQuery({
    queryKey: ['review', chainId, safe, transactionId, details.dataUpdatedAt, chainState.dataUpdatedAt, blindSigning],
    queryFn: () =>
      reviewSafeTx(client!, {
        details: details.data!,
        chainId,
        safe,
        chain: chainState.data!,
        requestedId: transactionId,
        blindSigning,
      }),
    enabled: client !== undefined && isMultisig && chainState.data !== undefined && details.data !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  })
  // The chain moved past the transaction before the gateway showed how: ask the gateway again until it knows.
  const settled = review.data?.state === 'settled'
  const { refetch } = details
  useEffect(() => {
    if (!settled) return
    const timer = setInterval(() => void refetch(), SETTLED_POLLING_MS)
    return () => clearInterval(timer)
  }, [settled, refetch])
  return { details, chainState, review }
}
