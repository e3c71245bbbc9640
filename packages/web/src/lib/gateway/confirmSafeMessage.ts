import type { Hex } from 'viem'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/chains/{chainId}/messages/{messageHash}/signatures` `{signature}`: adds one owner's signature of a
 * SafeMessage; the gateway answers an empty 200 (docs/gateway-api.md §4.17).
 */
export async function confirmSafeMessage(
  request: GatewayRequest & { chainId: number; messageHash: Hex; signature: Hex },
): Promise<void> {
  await fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/messages/${request.messageHash}/signatures`,
    method: 'POST',
    body: { signature: request.signature },
    schema: z.unknown(),
  })
}
