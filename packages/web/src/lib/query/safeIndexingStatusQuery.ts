import type { SafeIndexingStatus } from '@strongroom/protocol'
import { queryOptions } from '@tanstack/react-query'
import { getSafeIndexingStatus } from '../gateway/getSafeIndexingStatus'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** How often the status is read again while the Safe's history is still being read. */
export const INDEXING_POLLING_MS = 5_000

/**
 * Whether to read the status again: every few seconds while the history is read; not once it is complete, nor after a
 * failure the query's retries did not overcome (a Safe the gateway does not follow stays so until it is read again).
 */
export function indexingRefetchInterval(query: {
  state: { status: string; data?: SafeIndexingStatus | undefined }
}): number | false {
  if (query.state.status === 'error') return false
  return query.state.data?.history.state === 'complete' ? false : INDEXING_POLLING_MS
}

/** The Safe's indexing status, re-read every few seconds until its history is complete. */
export function safeIndexingStatusQuery(scope: SafeScope) {
  return queryOptions({
    queryKey: gatewayKeys.indexing(scope),
    queryFn: ({ signal }) =>
      getSafeIndexingStatus({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe }),
    retry: shouldRetryGatewayRequest,
    refetchInterval: indexingRefetchInterval,
  })
}
