import { infiniteQueryOptions } from '@tanstack/react-query'
import { getCollectibles } from '../gateway/getCollectibles'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope, type SafeTags } from './gatewayKeys'

/**
 * A Safe's NFTs page by page (the next page follows the gateway's `next` link). The `collectiblesTag` is in the key,
 * so the list reloads when an NFT moves, not on a timer.
 */
export function collectiblesQuery(scope: SafeScope, tags: Pick<SafeTags, 'collectiblesTag'>) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.collectibles(scope, tags),
    queryFn: ({ signal, pageParam }) =>
      getCollectibles({
        baseUrl: scope.gatewayUrl,
        signal,
        chainId: scope.chainId,
        address: scope.safe,
        trusted: false,
        pageUrl: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: shouldRetryGatewayRequest,
  })
}
