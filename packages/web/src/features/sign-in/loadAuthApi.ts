import type { AuthApi } from './createAuthApi'

/** Loads the gateway's sign-in endpoints (a separate chunk) and binds them to `baseUrl`. */
export async function loadAuthApi(baseUrl: string): Promise<AuthApi> {
  const { createAuthApi } = await import('./createAuthApi')
  return createAuthApi(baseUrl)
}
