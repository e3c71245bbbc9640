import { authNonceSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/auth/nonce`: a single-use EIP-4361 nonce for the next sign-in message. */
export async function getAuthNonce(request: GatewayRequest): Promise<string> {
  return (await fetchGateway({ ...request, path: 'v1/auth/nonce', schema: authNonceSchema })).nonce
}
