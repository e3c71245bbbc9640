import { useQuery } from '@tanstack/react-query'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { contractsAmong, readParentApprovals } from './readParentApprovals'

// A parent's queue moves without the nested Safe's live stream saying so: re-read while the transaction waits.
const PENDING_POLLING_MS = 5_000

/**
 * The parent Safes among a nested Safe's owners and their verified approvals of the reviewed transaction
 * (`readParentApprovals`), read again whenever the review is redone and, while the transaction is pending, on a timer.
 */
export function useParentApprovals(review: SafeTxReview) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const confirmations = review.confirmations.length
  const { owners } = review.chain
  // Which owners hold code is read once per owner list, not on every re-read of the approvals.
  const contracts = useQuery({
    queryKey: ['chain', chainId, 'contracts-among', owners],
    queryFn: () => contractsAmong(client!, owners),
    enabled: client !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return useQuery({
    queryKey: [
      'parent-approvals',
      gatewayUrl,
      chainId,
      review.safe,
      review.safeTxHash,
      review.state,
      confirmations,
      contracts.data,
    ],
    queryFn: ({ signal }) =>
      readParentApprovals(client!, {
        gatewayUrl,
        chainId,
        child: review.safe,
        safeTxHash: review.safeTxHash,
        nonce: review.tx.nonce,
        owners,
        contracts: contracts.data,
        signal,
      }),
    enabled: client !== undefined && contracts.data !== undefined,
    refetchInterval: review.state === 'pending' ? PENDING_POLLING_MS : false,
    retry: 2,
  })
}
