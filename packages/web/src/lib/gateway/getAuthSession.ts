import { type AuthSession, authSessionSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'
import { GatewayError } from './GatewayError'

/** What `GET /v1/auth/me` tells about this browser's session cookie. */
export type SessionLookup =
  | { kind: 'signed-in'; session: AuthSession }
  | { kind: 'signed-out' }
  /** The gateway has no sign-in endpoints (HTTP 404): sign-in is not offered. */
  | { kind: 'unsupported' }

/**
 * `GET /v1/auth/me`: the session the cookie names. 401 means no (or an expired) session; 404 a gateway without sign-in.
 * @throws {GatewayError} when the gateway cannot be reached or answers something else.
 */
export async function getAuthSession(request: GatewayRequest): Promise<SessionLookup> {
  try {
    return {
      kind: 'signed-in',
      session: await fetchGateway({ ...request, path: 'v1/auth/me', schema: authSessionSchema }),
    }
  } catch (error) {
    if (error instanceof GatewayError && error.isUnauthenticated) return { kind: 'signed-out' }
    if (error instanceof GatewayError && error.isNotFound) return { kind: 'unsupported' }
    throw error
  }
}
