import { type UserSettings, userSettingsSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/user/settings` of the signed-in account (needs the session cookie). */
export function getUserSettings(request: GatewayRequest): Promise<UserSettings> {
  return fetchGateway({ ...request, path: 'v1/user/settings', schema: userSettingsSchema })
}
