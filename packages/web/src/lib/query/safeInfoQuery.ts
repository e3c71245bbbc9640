import { queryOptions } from '@tanstack/react-query'
import { getSafeInfo } from '../gateway/getSafeInfo'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** SafeInfo of one Safe: owners, threshold, nonce, and the tags other lists are keyed by. */
export function safeInfoQuery(scope: SafeScope) {
  return queryOptions({
    queryKey: gatewayKeys.safeInfo(scope),
    queryFn: ({ signal }) =>
      getSafeInfo({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe }),
    retry: shouldRetryGatewayRequest,
  })
}
