import type { RegisterDeviceBody } from '@strongroom/protocol'
import type { Address } from 'viem'
import { z } from 'zod'
import { fetchGateway } from '../../lib/gateway/fetchGateway'
import { GatewayError } from '../../lib/gateway/GatewayError'

// The three routes answer 200 with an empty body.
const emptyAnswer = z.unknown()

/** The gateway's push-notification registration (gateway-api.md §4.19); every call needs the session cookie. */
export interface NotificationsApi {
  /** `POST /v1/register/notifications`: the device now follows exactly `safeRegistrations` on their chains. */
  register(body: RegisterDeviceBody): Promise<void>
  /** `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}`; a device the gateway forgot is done. */
  unregisterSafe(request: { chainId: number; uuid: string; safe: Address }): Promise<void>
  /** `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}`; a device the gateway forgot is done. */
  unregisterDevice(request: { chainId: number; uuid: string }): Promise<void>
}

/** Whether a removal failed only because there is nothing left to remove (HTTP 404). */
function isGone(error: unknown): boolean {
  return error instanceof GatewayError && error.isNotFound
}

/** Binds the notification routes to one gateway. */
export function createNotificationsApi(baseUrl: string): NotificationsApi {
  const remove = async (path: string) => {
    try {
      await fetchGateway({ baseUrl, path, method: 'DELETE', schema: emptyAnswer })
    } catch (error) {
      if (!isGone(error)) throw error
    }
  }
  return {
    async register(body) {
      await fetchGateway({ baseUrl, path: 'v1/register/notifications', method: 'POST', body, schema: emptyAnswer })
    },
    unregisterSafe: ({ chainId, uuid, safe }) =>
      remove(`v1/chains/${chainId}/notifications/devices/${encodeURIComponent(uuid)}/safes/${safe}`),
    unregisterDevice: ({ chainId, uuid }) =>
      remove(`v1/chains/${chainId}/notifications/devices/${encodeURIComponent(uuid)}`),
  }
}
