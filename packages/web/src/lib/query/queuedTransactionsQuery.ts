import { queryOptions } from '@tanstack/react-query'
import { getQueuedTransactions } from '../gateway/getQueuedTransactions'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope, type SafeTags } from './gatewayKeys'

/**
 * The first page of a Safe's queue. SafeInfo's `txQueuedTag` and `txHistoryTag` are in the key, so the queue reloads
 * when the gateway says it changed (as Safe{Wallet} does), not on its own timer; the previous page stays on screen
 * meanwhile.
 */
export function queuedTransactionsQuery(scope: SafeScope, tags: Pick<SafeTags, 'txQueuedTag' | 'txHistoryTag'>) {
  return queryOptions({
    queryKey: gatewayKeys.queued(scope, tags),
    queryFn: ({ signal }) =>
      getQueuedTransactions({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe }),
    placeholderData: (previous) => previous,
    retry: shouldRetryGatewayRequest,
  })
}
