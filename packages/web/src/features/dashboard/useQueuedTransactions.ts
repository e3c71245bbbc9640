import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { getQueuedTransactions } from '../../lib/gateway/getQueuedTransactions'
import { shouldRetryGatewayRequest } from '../../lib/gateway/shouldRetryGatewayRequest'

/**
 * The first page of the Safe's transaction queue. The Safe's `txQueuedTag` and `txHistoryTag` are in the key: the
 * queue reloads when the gateway says it changed (Safe info is polled), as Safe{Wallet} does, not on its own timer.
 */
export function useQueuedTransactions(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const safe = useSafeInfo(address).data
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'queued', chainId, address, safe?.txQueuedTag, safe?.txHistoryTag],
    queryFn: ({ signal }) => getQueuedTransactions({ baseUrl: gatewayUrl, signal, chainId, address }),
    placeholderData: (previous) => previous,
    retry: shouldRetryGatewayRequest,
  })
}
