import { readSafeState } from '@strongroom/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { type ReviewableSafeMessage, reviewSafeMessage } from './reviewSafeMessage'

/**
 * One message of the messages screen with the app's own review of it: the Safe's owners and threshold read from the
 * contract through the app's RPC (again whenever the Safe's nonce moves), and `reviewSafeMessage` over both. The
 * gateway's status, counts and signer list are never used in its place (docs/web-security.md §2.6).
 */
export function useSafeMessageReview(safe: Address, message: ReviewableSafeMessage & { modifiedTimestamp: number }) {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const nonce = useSafeInfo(safe).data?.nonce
  const chainState = useQuery({
    queryKey: ['chain', chainId, 'safe-state', safe, nonce],
    queryFn: () => readSafeState(client!, safe),
    enabled: client !== undefined,
    placeholderData: keepPreviousData,
  })
  const review = useQuery({
    queryKey: [
      'message-review',
      chainId,
      safe,
      message.messageHash,
      message.modifiedTimestamp,
      message.confirmations.length,
      chainState.dataUpdatedAt,
    ],
    queryFn: () => reviewSafeMessage(client!, { chainId, safe, message, chain: chainState.data! }),
    enabled: client !== undefined && chainState.data !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  })
  return { chainState, review }
}
