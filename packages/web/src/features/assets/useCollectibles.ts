import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { getCollectibles } from '../../lib/gateway/getCollectibles'
import { shouldRetryGatewayRequest } from '../../lib/gateway/shouldRetryGatewayRequest'

/**
 * The Safe's NFTs, page by page (`fetchNextPage` follows the gateway's `next` link). The Safe's `collectiblesTag` is
 * part of the key, so the list reloads when an NFT moves, not on a timer.
 */
export function useCollectibles(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const tag = useSafeInfo(address).data?.collectiblesTag
  return useInfiniteQuery({
    queryKey: ['gateway', gatewayUrl, 'collectibles', chainId, address, tag],
    queryFn: ({ signal, pageParam }) =>
      getCollectibles({ baseUrl: gatewayUrl, signal, chainId, address, trusted: false, pageUrl: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: shouldRetryGatewayRequest,
  })
}
