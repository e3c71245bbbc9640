import { infiniteQueryOptions } from '@tanstack/react-query'
import { getSafeMessages } from '../gateway/getSafeMessages'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope, type SafeTags } from './gatewayKeys'

/**
 * A Safe's off-chain messages page by page. Keyed by SafeInfo's `messagesTag`, so a new message or signature reloads
 * the list from its first page under the new key.
 */
export function safeMessagesQuery(scope: SafeScope, tags: Pick<SafeTags, 'messagesTag'>) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.messages(scope, tags),
    queryFn: ({ signal, pageParam }) =>
      getSafeMessages({
        baseUrl: scope.gatewayUrl,
        signal,
        chainId: scope.chainId,
        address: scope.safe,
        pageUrl: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: (previous) => previous,
    retry: shouldRetryGatewayRequest,
  })
}
