import type { Address } from 'viem'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'
import { GatewayError } from './GatewayError'

/**
 * `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}`: the device stops following one Safe. A
 * device or Safe the gateway already forgot (404) counts as done.
 */
export async function unregisterNotificationSafe(
  request: GatewayRequest & { chainId: number; uuid: string; safe: Address },
): Promise<void> {
  const path = `v1/chains/${request.chainId}/notifications/devices/${encodeURIComponent(request.uuid)}/safes/${request.safe}`
  try {
    await fetchGateway({ ...request, path, method: 'DELETE', schema: z.unknown() })
  } catch (error) {
    if (!(error instanceof GatewayError && error.isNotFound)) throw error
  }
}
