import { type SafeIndexingStatus, safeIndexingStatusSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/indexing`: how far back the gateway holds the Safe's history, and what the
 * chain's node cannot serve (docs/rpc-providers.md §5, §7).
 * @throws {GatewayError} with `isNotFound` when the gateway neither follows the Safe nor has it queued.
 */
export function getSafeIndexingStatus(
  request: GatewayRequest & { chainId: number; address: Address },
): Promise<SafeIndexingStatus> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/indexing`,
    schema: safeIndexingStatusSchema,
  })
}
