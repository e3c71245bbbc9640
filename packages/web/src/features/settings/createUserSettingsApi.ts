import { z } from 'zod'
import { fetchGateway } from '../../lib/gateway/fetchGateway'
import { THEME_MODES } from '../../theme/ThemePreferences'

// Only the theme is ours; the other fields (currency, hidden tokens) are passed back untouched on PUT.
const userSettingsSchema = z.looseObject({ theme: z.enum(THEME_MODES) })

/** An account's preferences on the gateway, as far as this feature reads them. */
export type UserSettings = z.infer<typeof userSettingsSchema>

/** `GET/PUT /v1/user/settings` of the signed-in account (needs the session cookie). */
export function createUserSettingsApi(baseUrl: string) {
  return {
    get: (signal?: AbortSignal) =>
      fetchGateway({ baseUrl, path: 'v1/user/settings', schema: userSettingsSchema, ...(signal ? { signal } : {}) }),
    /** PUT replaces the whole document: pass what `get` answered with the changed fields. */
    put: (settings: UserSettings) =>
      fetchGateway({ baseUrl, path: 'v1/user/settings', method: 'PUT', body: settings, schema: userSettingsSchema }),
  }
}

/** The bound endpoints, as {@link createUserSettingsApi} returns them. */
export type UserSettingsApi = ReturnType<typeof createUserSettingsApi>
