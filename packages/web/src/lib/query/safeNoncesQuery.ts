import { queryOptions } from '@tanstack/react-query'
import { getSafeNonces } from '../gateway/getSafeNonces'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** The Safe's current and recommended nonce, reloaded with the queue. */
export function safeNoncesQuery(scope: SafeScope) {
  return queryOptions({
    queryKey: gatewayKeys.nonces(scope),
    queryFn: ({ signal }) =>
      getSafeNonces({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe }),
    retry: shouldRetryGatewayRequest,
  })
}
