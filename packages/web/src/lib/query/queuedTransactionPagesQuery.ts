import { infiniteQueryOptions } from '@tanstack/react-query'
import { getQueuedTransactions } from '../gateway/getQueuedTransactions'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope, type SafeTags } from './gatewayKeys'

/**
 * How many items one page of the queue screen asks for: a queue rarely holds more, so it is one request, and a live
 * change reloads one page rather than several. The cursor is the standard one (docs/gateway-api.md §1.1).
 */
export const QUEUE_PAGE_SIZE = 100

/**
 * The whole queue of a Safe, page by page (the next page follows the gateway's `next` link), for the queue screen.
 * Keyed by SafeInfo's `txQueuedTag` and `txHistoryTag` like the first page the dashboard reads, so it reloads when the
 * gateway says the queue changed; the previous pages stay on screen meanwhile.
 */
export function queuedTransactionPagesQuery(scope: SafeScope, tags: Pick<SafeTags, 'txQueuedTag' | 'txHistoryTag'>) {
  return infiniteQueryOptions({
    queryKey: gatewayKeys.queuedPages(scope, tags),
    queryFn: ({ signal, pageParam }) =>
      getQueuedTransactions({
        baseUrl: scope.gatewayUrl,
        signal,
        chainId: scope.chainId,
        address: scope.safe,
        pageUrl: pageParam,
      }),
    initialPageParam: `/v1/chains/${scope.chainId}/safes/${scope.safe}/transactions/queued?${new URLSearchParams({
      cursor: `limit=${QUEUE_PAGE_SIZE}&offset=0`,
    })}` as string,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: (previous) => previous,
    retry: shouldRetryGatewayRequest,
  })
}
