import { parseSignInMessage, type SignInPolicy, validateSignInMessage } from '@strongroom/protocol'
import type { Hex, PublicClient } from 'viem'
import type { Db } from '../db/Db'
import type { AuthSettings } from './AuthSettings'
import { AuthenticationError } from './errors/AuthenticationError'
import { OriginNotAllowedError } from './errors/OriginNotAllowedError'
import { consumeNonce } from './nonces/consumeNonce'
import { createSession } from './sessions/createSession'
import type { SignedInSession } from './sessions/SignedInSession'
import { verifySignInSignature } from './verifySignInSignature'

/** What sign-in needs: the database, the settings and a client per served chain (keyed by decimal chain id). */
export type SignInDeps = {
  db: Db
  settings: AuthSettings
  chains: ReadonlyMap<string, { client: PublicClient }>
}

/** The sign-in policy of these settings for these chains. */
export function toSignInPolicy(settings: AuthSettings, chainIds: Iterable<string>): SignInPolicy {
  return {
    allowedOrigins: settings.allowedOrigins,
    chainIds: [...chainIds].map(Number),
    clockSkewMs: settings.clockSkewSeconds * 1000,
    maxAgeMs: settings.maxMessageAgeSeconds * 1000,
  }
}

/**
 * Sign-In with Ethereum, server side (EIP-4361 relying-party checks, in this order):
 * 1. parse the text strictly (canonical EIP-4361 layout);
 * 2. consume its nonce, so this attempt, successful or not, is the nonce's only one;
 * 3. domain + scheme name an allowed origin, the URI lies on it, the chain is served, `now` is in the validity window;
 * 4. a browser's Origin header, when sent, is that same origin (a page elsewhere cannot hand in our message);
 * 5. the signature verifies on the message's chain (EOA, EIP-1271 or EIP-6492);
 * 6. a session is stored, ending at the earlier of the configured lifetime and the message's expiration time.
 * @returns the session and its id (the cookie value; only its hash is stored).
 * @throws {SiweMessageRejectedError} for a malformed message or a failed policy check.
 * @throws {AuthenticationError} for an unknown, used or expired nonce, or an invalid signature.
 * @throws {OriginNotAllowedError} when the request's Origin differs from the message's.
 */
export async function signIn(
  deps: SignInDeps,
  {
    message: text,
    signature,
    requestOrigin,
    now,
  }: { message: string; signature: Hex; requestOrigin: string | undefined; now: Date },
): Promise<{ id: string; session: SignedInSession }> {
  const message = parseSignInMessage(text)
  await consumeNonce(deps.db, { nonce: message.nonce, now })
  const { origin } = validateSignInMessage({
    message,
    policy: toSignInPolicy(deps.settings, deps.chains.keys()),
    now,
  })
  if (requestOrigin !== undefined && requestOrigin !== origin) throw new OriginNotAllowedError(requestOrigin, origin)

  const chainId = String(message.chainId)
  // validateSignInMessage accepted only chain ids taken from this map.
  const chain = deps.chains.get(chainId)!
  const kind = await verifySignInSignature({ client: chain.client, address: message.address, message: text, signature })
  if (!kind) throw new AuthenticationError('Invalid signature', { details: { address: message.address, chainId } })

  const lifetimeSeconds = kind === 'EOA' ? deps.settings.sessionTtlSeconds : deps.settings.contractSessionTtlSeconds
  const expiresAt = new Date(
    Math.min(now.getTime() + lifetimeSeconds * 1000, message.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY),
  )
  const session: SignedInSession = {
    address: message.address,
    chainId,
    account: { address: message.address, chainId: kind === 'EOA' ? null : chainId },
    expiresAt,
  }
  const id = await createSession(deps.db, { session, now })
  return { id, session }
}
