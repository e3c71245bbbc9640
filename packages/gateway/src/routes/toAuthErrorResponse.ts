import { SiweMessageRejectedError } from '@strongroom/protocol'
import { AuthenticationError } from '../auth/errors/AuthenticationError'
import { OriginNotAllowedError } from '../auth/errors/OriginNotAllowedError'
import type { ErrorResponse } from './ErrorResponse'

function answer(statusCode: number, message: string): ErrorResponse {
  return { statusCode, body: { code: statusCode, message }, unexpected: false }
}

/**
 * HTTP answers for the sign-in errors; null for any other error (left to the gateway's `toErrorResponse`).
 * - 401: not authenticated: no/expired session, nonce unknown/used/expired, invalid signature, or a message outside its
 *   validity window (issued in the future, too old, expired, not yet valid); a fresh sign-in can succeed.
 * - 403: the message is addressed to another relying party (domain, URI, chain) or the request's Origin is not allowed.
 * - 422: the text is not an EIP-4361 message.
 */
export function toAuthErrorResponse(error: unknown): ErrorResponse | null {
  if (error instanceof AuthenticationError) return answer(401, error.message)
  if (error instanceof OriginNotAllowedError) return answer(403, error.message)
  if (error instanceof SiweMessageRejectedError) {
    switch (error.reason) {
      case 'MALFORMED':
        return answer(422, error.message)
      case 'DOMAIN_MISMATCH':
      case 'URI_MISMATCH':
      case 'CHAIN_NOT_ALLOWED':
        return answer(403, error.message)
      default:
        return answer(401, error.message)
    }
  }
  return null
}
