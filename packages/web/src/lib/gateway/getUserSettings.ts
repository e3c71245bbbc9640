import { z } from 'zod/mini'
import { THEME_MODES } from '../../theme/ThemePreferences'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * The account's preferences as far as the web reads them: only the theme; the other fields (currency, hidden tokens)
 * are kept and sent back untouched on PUT, which replaces the whole document.
 */
export const userSettingsSchema = z.looseObject({ theme: z.enum(THEME_MODES) })

/** An account's preferences on the gateway, see {@link userSettingsSchema}. */
export type UserSettings = z.infer<typeof userSettingsSchema>

/** `GET /v1/user/settings` of the signed-in account (needs the session cookie). */
export function getUserSettings(request: GatewayRequest): Promise<UserSettings> {
  return fetchGateway({ ...request, path: 'v1/user/settings', schema: userSettingsSchema })
}
