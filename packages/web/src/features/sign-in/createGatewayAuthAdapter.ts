import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import type { Hex } from 'viem'
import type { AuthApi } from './createAuthApi'
import type { AuthSession } from './protocolSiwe'

/** The statement wallets show above the EIP-4361 fields. */
export const SIGN_IN_STATEMENT = 'Sign in to Strongroom to keep your address book and settings on this server.'

// The gateway's nonces live 10 minutes by default; a message outliving its nonce would be refused anyway.
const MESSAGE_LIFETIME_MS = 10 * 60 * 1000

/** Options of {@link createGatewayAuthAdapter}. */
export interface GatewayAuthAdapterOptions {
  /** The gateway's sign-in endpoints, loaded on first use. */
  api(): Promise<AuthApi>
  /** The page's origin (`location.origin`): the message's scheme, domain and URI. */
  origin: string
  /** Called with the session the gateway opened after a successful verify. */
  onSignedIn(session: AuthSession): void
  /** Called after the gateway closed the session (or was asked to). */
  onSignedOut(): void
  /** Whether the browser currently holds a session worth closing; RainbowKit calls signOut on every disconnect. */
  hasSession(): boolean
  now?: () => Date
}

/**
 * RainbowKit's authentication adapter over the gateway's Sign-In with Ethereum endpoints: a nonce from
 * `GET /v1/auth/nonce`, the EIP-4361 message from protocol's `createSignInMessage` (viem/siwe; domain and URI from the
 * page's origin), the signature checked by `POST /v1/auth/verify` (which sets the session cookie), and
 * `POST /v1/auth/logout`. RainbowKit shows the statuses and its own error texts; failures here only reject or answer
 * false.
 */
export function createGatewayAuthAdapter(options: GatewayAuthAdapterOptions) {
  const now = options.now ?? (() => new Date())
  return createAuthenticationAdapter<string>({
    async getNonce() {
      return (await options.api()).nonce()
    },
    async createMessage({ nonce, address, chainId }) {
      const issuedAt = now()
      return (await options.api()).createMessage({
        origin: options.origin,
        address,
        chainId,
        nonce,
        statement: SIGN_IN_STATEMENT,
        issuedAt,
        expirationTime: new Date(issuedAt.getTime() + MESSAGE_LIFETIME_MS),
      })
    },
    async verify({ message, signature }) {
      try {
        const session = await (await options.api()).verify({ message, signature: signature as Hex })
        options.onSignedIn(session)
        return true
      } catch (error) {
        // RainbowKit shows "Error verifying signature, please retry!"; the reason is for whoever debugs it.
        console.warn('Sign-in was refused by the gateway:', error)
        return false
      }
    },
    async signOut() {
      if (!options.hasSession()) return
      try {
        await (await options.api()).logout()
      } catch (error) {
        // RainbowKit does not await this on disconnect: a rejection would go unhandled. The cookie expires anyway.
        console.warn('The gateway could not be told to end the session:', error)
      }
      // Even if the gateway could not be told, this page stops acting as signed in.
      options.onSignedOut()
    },
  })
}
