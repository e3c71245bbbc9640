import { type AuthSession, createSignInMessage } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { getAuthNonce } from '../../lib/gateway/getAuthNonce'
import { verifySignIn } from '../../lib/gateway/verifySignIn'
import { SignInError } from './SignInError'

/** The statement wallets show above the EIP-4361 fields. */
export const SIGN_IN_STATEMENT = 'Sign in to Strongroom to keep your address book and settings on this server.'

// The gateway's nonces live 10 minutes by default; a message outliving its nonce would be refused anyway.
const MESSAGE_LIFETIME_MS = 10 * 60 * 1000

// EIP-1193 "user rejected request", however deep the wallet library wrapped it.
function isRejection(error: unknown): boolean {
  for (let current = error; current !== null && typeof current === 'object'; ) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    if (cause === current) break
    current = cause
  }
  return false
}

/** What {@link signIn} needs: the gateway, the page, the connected account and its wallet. */
export interface SignInParameters {
  gatewayUrl: string
  /** The page's origin (`location.origin`): the message's scheme, domain and URI. */
  origin: string
  address: Address
  chainId: number
  /** The wallet's EIP-191 `personal_sign` of the message (wagmi `signMessage`). */
  signMessage(message: string): Promise<Hex>
  now?: Date
}

/**
 * Sign-In with Ethereum against the gateway: a nonce from `GET /v1/auth/nonce`, the EIP-4361 message from protocol's
 * `createSignInMessage`, the wallet's signature, and `POST /v1/auth/verify`, which sets the session cookie.
 * Framework-free: the dialog (SignInFlow) runs it through a mutation.
 * @throws {SignInError} with the step that failed and a sentence for the user; a gateway without sign-in (404 on the
 * nonce) is `prepare` with `details.unsupported`.
 */
export async function signIn({
  gatewayUrl,
  origin,
  address,
  chainId,
  signMessage,
  now = new Date(),
}: SignInParameters): Promise<AuthSession> {
  let message: string
  try {
    const nonce = await getAuthNonce({ baseUrl: gatewayUrl })
    message = createSignInMessage({
      origin,
      address,
      chainId,
      nonce,
      statement: SIGN_IN_STATEMENT,
      issuedAt: now,
      expirationTime: new Date(now.getTime() + MESSAGE_LIFETIME_MS),
    })
  } catch (cause) {
    const unsupported = cause instanceof GatewayError && cause.isNotFound
    throw new SignInError(
      unsupported
        ? 'This server does not offer sign-in.'
        : 'The server could not prepare a sign-in message. Try again in a moment.',
      'prepare',
      { cause, details: { unsupported } },
    )
  }
  let signature: Hex
  try {
    signature = await signMessage(message)
  } catch (cause) {
    throw new SignInError(
      isRejection(cause)
        ? 'You declined to sign in your wallet, so you stay signed out.'
        : 'Your wallet could not sign the message. Check the wallet, then try again.',
      'sign',
      { cause },
    )
  }
  try {
    return await verifySignIn({ baseUrl: gatewayUrl, message, signature })
  } catch (cause) {
    throw new SignInError(
      cause instanceof GatewayError && cause.failure === 'http' && cause.status! < 500
        ? 'The server did not accept the signature. Try again.'
        : 'The server could not check the signature. Try again in a moment.',
      'verify',
      { cause },
    )
  }
}
