import type { UserSettingsApi } from './createUserSettingsApi'

/** Loads the gateway's user settings endpoints (a separate chunk: only signed-in users need them). */
export async function loadUserSettingsApi(baseUrl: string): Promise<UserSettingsApi> {
  const { createUserSettingsApi } = await import('./createUserSettingsApi')
  return createUserSettingsApi(baseUrl)
}
