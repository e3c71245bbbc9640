import { queryOptions } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { estimateSafeTxGas } from '../gateway/estimateSafeTxGas'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys, type SafeScope } from './gatewayKeys'

/** The gateway's `safeTxGas` for one call of the Safe (the whole transaction: a batch is one DELEGATE call). */
export function safeTxGasEstimationQuery(
  scope: SafeScope,
  call: { to: Address; value: bigint; data: Hex; operation: 0 | 1 },
) {
  const body = { to: call.to, value: call.value.toString(), data: call.data, operation: call.operation }
  return queryOptions({
    queryKey: gatewayKeys.safeTxGasEstimation(scope, body),
    queryFn: ({ signal }) =>
      estimateSafeTxGas({ baseUrl: scope.gatewayUrl, signal, chainId: scope.chainId, address: scope.safe, body }),
    retry: shouldRetryGatewayRequest,
    staleTime: 30_000,
  })
}
