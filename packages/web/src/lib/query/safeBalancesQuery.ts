import { queryOptions } from '@tanstack/react-query'
import { getSafeBalances } from '../gateway/getSafeBalances'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** Token balances of one Safe valued in `currency`; `trusted` keeps the chain's default token list only. */
export function safeBalancesQuery(scope: SafeScope, options: { currency: string; trusted: boolean }) {
  return queryOptions({
    queryKey: gatewayKeys.balances(scope, options),
    queryFn: ({ signal }) =>
      getSafeBalances({
        baseUrl: scope.gatewayUrl,
        signal,
        chainId: scope.chainId,
        address: scope.safe,
        currency: options.currency,
        trusted: options.trusted,
      }),
    retry: shouldRetryGatewayRequest,
  })
}
