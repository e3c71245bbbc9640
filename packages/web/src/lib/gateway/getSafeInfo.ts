import { type SafeInfo, safeInfoSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}`: owners, threshold, nonce, version and the change tags.
 * @throws {GatewayError} with `isNotFound` when no Safe lives at the address.
 */
export function getSafeInfo(request: GatewayRequest & { chainId: number; address: Address }): Promise<SafeInfo> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}`,
    schema: safeInfoSchema,
  })
}
