import { type UserSettings, userSettingsSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `PUT /v1/user/settings`: replaces the whole document; pass what `getUserSettings` answered with the changes. */
export function putUserSettings(request: GatewayRequest & { settings: UserSettings }): Promise<UserSettings> {
  return fetchGateway({
    ...request,
    path: 'v1/user/settings',
    method: 'PUT',
    body: request.settings,
    schema: userSettingsSchema,
  })
}
