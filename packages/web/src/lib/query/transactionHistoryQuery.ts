import { infiniteQueryOptions } from '@tanstack/react-query'
import { getTransactionHistory } from '../gateway/getTransactionHistory'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope, type SafeTags } from './gatewayKeys'

/**
 * How many entries one history page asks for: the gateway's default is 20, and 10,000 entries in pages of 20 would be
 * 500 requests to scroll through. The cursor is the standard one (docs/gateway-api.md §1.1), so any gateway reads it.
 */
export const HISTORY_PAGE_SIZE = 100

/**
 * A Safe's history page by page, date labels in `timezone` (an IANA name). Keyed by SafeInfo's `txHistoryTag`: when
 * the history changes, the list loads afresh from its first page under the new key instead of reloading every page
 * scrolled through (live updates mark the old key stale without reloading it). `trusted` false asks for the transfers
 * the gateway hides by default too (zero-value ones and untrusted tokens; docs/spam-and-poisoning.md §2).
 */
export function transactionHistoryQuery(
  scope: SafeScope,
  timezone: string,
  tags: Pick<SafeTags, 'txHistoryTag'>,
  trusted = true,
) {
  const first = `/v1/chains/${scope.chainId}/safes/${scope.safe}/transactions/history?${new URLSearchParams({
    timezone,
    trusted: String(trusted),
    cursor: `limit=${HISTORY_PAGE_SIZE}&offset=0`,
  })}`
  return infiniteQueryOptions({
    queryKey: gatewayKeys.history(scope, timezone, tags, trusted),
    queryFn: ({ signal, pageParam }) =>
      getTransactionHistory({
        baseUrl: scope.gatewayUrl,
        signal,
        chainId: scope.chainId,
        address: scope.safe,
        pageUrl: pageParam,
      }),
    initialPageParam: first as string,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: (previous) => previous,
    retry: shouldRetryGatewayRequest,
  })
}
