import {
  type SafeTxGasEstimation,
  type SafeTxGasEstimationRequest,
  safeTxGasEstimationSchema,
} from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations`: the `safeTxGas` to sign for a call of
 * the Safe, with the nonces (docs/gateway-api.md §4.11). "0" on chains where the Safe may give the call all its gas.
 * @throws {GatewayError} (422) when the gateway's own simulation of the call fails.
 */
export function estimateSafeTxGas(
  request: GatewayRequest & { chainId: number; address: Address; body: SafeTxGasEstimationRequest },
): Promise<SafeTxGasEstimation> {
  return fetchGateway({
    ...request,
    method: 'POST',
    path: `/v2/chains/${request.chainId}/safes/${request.address}/multisig-transactions/estimations`,
    body: request.body,
    schema: safeTxGasEstimationSchema,
  })
}
