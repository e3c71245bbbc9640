import type { Hex } from 'viem'
import { z } from 'zod'
import { fetchGateway } from '../../lib/gateway/fetchGateway'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { type AuthSession, authNonceSchema, authSessionSchema, createSignInMessage } from './protocolSiwe'

/** What `GET /v1/auth/me` tells about this browser's session cookie. */
export type SessionLookup =
  | { kind: 'signed-in'; session: AuthSession }
  | { kind: 'signed-out' }
  /** The gateway has no sign-in endpoints (HTTP 404): sign-in is not offered. */
  | { kind: 'unsupported' }

/**
 * The gateway's Sign-In with Ethereum endpoints, bound to one gateway. Loaded on demand (this module pulls in the
 * gateway client and full zod), so a visitor who never connects a wallet does not download it.
 */
export function createAuthApi(baseUrl: string) {
  return {
    /**
     * `GET /v1/auth/me`: 401 means no (or an expired) session; 404 means the gateway offers no sign-in.
     * @throws {GatewayError} when the gateway cannot be reached or answers something else.
     */
    async session(signal?: AbortSignal): Promise<SessionLookup> {
      try {
        const session = await fetchGateway({ baseUrl, path: 'v1/auth/me', schema: authSessionSchema, signal })
        return { kind: 'signed-in', session }
      } catch (error) {
        if (error instanceof GatewayError && error.status === 401) return { kind: 'signed-out' }
        if (error instanceof GatewayError && error.status === 404) return { kind: 'unsupported' }
        throw error
      }
    },
    /** `GET /v1/auth/nonce`: a single-use EIP-4361 nonce. */
    async nonce(): Promise<string> {
      return (await fetchGateway({ baseUrl, path: 'v1/auth/nonce', schema: authNonceSchema })).nonce
    },
    /** `POST /v1/auth/verify`: checks the signed message and sets the session cookie. */
    verify(body: { message: string; signature: Hex }): Promise<AuthSession> {
      return fetchGateway({ baseUrl, path: 'v1/auth/verify', method: 'POST', body, schema: authSessionSchema })
    },
    /** `POST /v1/auth/logout`: ends the session and clears the cookie. */
    async logout(): Promise<void> {
      await fetchGateway({ baseUrl, path: 'v1/auth/logout', method: 'POST', schema: z.unknown() })
    },
    /** The EIP-4361 text, built by protocol's `createSignInMessage` over viem/siwe (never by hand). */
    createMessage: createSignInMessage,
  }
}

/** The bound endpoints, as {@link createAuthApi} returns them. */
export type AuthApi = ReturnType<typeof createAuthApi>
