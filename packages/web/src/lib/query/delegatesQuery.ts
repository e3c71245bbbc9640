import { queryOptions } from '@tanstack/react-query'
import { getDelegates } from '../gateway/getDelegates'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** The Safe's proposers (delegates), reloaded after each change made here. */
export function delegatesQuery(scope: SafeScope) {
  return queryOptions({
    queryKey: gatewayKeys.delegates(scope),
    queryFn: ({ signal }) =>
      getDelegates({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, safe: scope.safe }),
    retry: shouldRetryGatewayRequest,
  })
}
