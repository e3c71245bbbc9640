import type { RegisterDeviceBody } from '@strongroom/protocol'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/register/notifications` (docs/gateway-api.md §4.19): the device now follows exactly `safeRegistrations` on
 * their chains. Needs the session cookie; the answer is an empty 200.
 */
export async function registerNotificationDevice(
  request: GatewayRequest & { body: RegisterDeviceBody },
): Promise<void> {
  await fetchGateway({
    ...request,
    path: 'v1/register/notifications',
    method: 'POST',
    body: request.body,
    schema: z.unknown(),
  })
}
