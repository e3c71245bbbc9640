import { type AuthSession, authSessionSchema } from '@strongroom/protocol'
import type { Hex } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `POST /v1/auth/verify`: checks the signed EIP-4361 message and sets the session cookie; answers the session. */
export function verifySignIn(request: GatewayRequest & { message: string; signature: Hex }): Promise<AuthSession> {
  const { message, signature } = request
  return fetchGateway({
    ...request,
    path: 'v1/auth/verify',
    method: 'POST',
    body: { message, signature },
    schema: authSessionSchema,
  })
}
