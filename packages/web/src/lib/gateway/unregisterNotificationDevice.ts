import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'
import { GatewayError } from './GatewayError'

/**
 * `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}`: the device stops following every Safe on the chain. A
 * device the gateway already forgot (404) counts as done.
 */
export async function unregisterNotificationDevice(
  request: GatewayRequest & { chainId: number; uuid: string },
): Promise<void> {
  const path = `v1/chains/${request.chainId}/notifications/devices/${encodeURIComponent(request.uuid)}`
  try {
    await fetchGateway({ ...request, path, method: 'DELETE', schema: z.unknown() })
  } catch (error) {
    if (!(error instanceof GatewayError && error.isNotFound)) throw error
  }
}
