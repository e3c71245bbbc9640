import type { ProposeSafeMessageBody } from '@strongroom/protocol'
import type { Address } from 'viem'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/chains/{chainId}/safes/{address}/messages` `{message, signature, origin?, safeAppId?}`: stores a new
 * off-chain message with its proposer's signature of the SafeMessage hash; the gateway answers an empty 200 and
 * refuses a message it already holds (docs/gateway-api.md §4.17).
 */
export async function createSafeMessage(
  request: GatewayRequest & { chainId: number; address: Address; body: ProposeSafeMessageBody },
): Promise<void> {
  await fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/messages`,
    method: 'POST',
    body: request.body,
    schema: z.unknown(),
  })
}
