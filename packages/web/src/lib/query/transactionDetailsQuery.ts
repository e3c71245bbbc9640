import { queryOptions } from '@tanstack/react-query'
import { getTransactionDetails } from '../gateway/getTransactionDetails'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/**
 * One transaction of a Safe with its data and confirmations. Keyed under the Safe, so a change of its queue or history
 * reloads it (features/live-updates); `transactionId` is the id lists and links carry.
 */
export function transactionDetailsQuery(scope: SafeScope, transactionId: string) {
  return queryOptions({
    queryKey: gatewayKeys.transactionDetails(scope, transactionId),
    queryFn: ({ signal }) =>
      getTransactionDetails({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, transactionId }),
    retry: shouldRetryGatewayRequest,
  })
}
