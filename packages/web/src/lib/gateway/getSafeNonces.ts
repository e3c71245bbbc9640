import { type Nonces, noncesSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/nonces`: the Safe's on-chain nonce and the one a new transaction should
 * take, after every proposal already queued (docs/gateway-api.md §4.2).
 */
export function getSafeNonces(request: GatewayRequest & { chainId: number; address: Address }): Promise<Nonces> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/nonces`,
    schema: noncesSchema,
  })
}
