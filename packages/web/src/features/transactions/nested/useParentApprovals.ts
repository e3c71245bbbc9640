import { useQuery } from '@tanstack/react-query'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { readParentApprovals } from './readParentApprovals'

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
  return useQuery({
    queryKey: ['parent-approvals', gatewayUrl, chainId, review.safe, review.safeTxHash, review.state, confirmations],
    queryFn: ({ signal }) =>
      readParentApprovals(client!, {
        gatewayUrl,
        chainId,
        child: review.safe,
        safeTxHash: review.safeTxHash,
        nonce: review.tx.nonce,
        owners: review.chain.owners,
        signal,
      }),
    enabled: client !== undefined,
    refetchInterval: review.state === 'pending' ? PENDING_POLLING_MS : false,
    retry: 2,
  })
}
