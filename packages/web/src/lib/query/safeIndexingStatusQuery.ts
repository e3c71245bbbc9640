import { queryOptions } from '@tanstack/react-query'
import { getSafeIndexingStatus } from '../gateway/getSafeIndexingStatus'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** How often the status is read again while the Safe's history is still being read. */
export const INDEXING_POLLING_MS = 5_000

/** The Safe's indexing status, re-read every few seconds until its history is complete. */
export function safeIndexingStatusQuery(scope: SafeScope) {
  return queryOptions({
    queryKey: gatewayKeys.indexing(scope),
    queryFn: ({ signal }) =>
      getSafeIndexingStatus({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe }),
    retry: shouldRetryGatewayRequest,
    refetchInterval: (query) => (query.state.data?.history.state === 'complete' ? false : INDEXING_POLLING_MS),
  })
}
