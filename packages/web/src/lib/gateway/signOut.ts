import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `POST /v1/auth/logout`: ends the session and clears the cookie (an empty answer). */
export async function signOut(request: GatewayRequest): Promise<void> {
  await fetchGateway({ ...request, path: 'v1/auth/logout', method: 'POST', schema: z.unknown() })
}
