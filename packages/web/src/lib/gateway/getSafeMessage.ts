import { type SafeMessageDetails, safeMessageDetailsSchema } from '@strongroom/protocol'
import type { Hex } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'
import { GatewayError } from './GatewayError'

/**
 * `GET /v1/chains/{chainId}/messages/{messageHash}`: one off-chain message with its confirmations, and the combined
 * signature once CONFIRMED (docs/gateway-api.md §4.17).
 * @returns the message, or undefined when the gateway holds none under that hash (404).
 */
export async function getSafeMessage(
  request: GatewayRequest & { chainId: number; messageHash: Hex },
): Promise<SafeMessageDetails | undefined> {
  try {
    return await fetchGateway({
      ...request,
      path: `/v1/chains/${request.chainId}/messages/${request.messageHash}`,
      schema: safeMessageDetailsSchema,
    })
  } catch (error) {
    if (error instanceof GatewayError && error.isNotFound) return undefined
    throw error
  }
}
