import { isLoopbackHost } from './isLoopbackHost'
import { parseUrl } from './parseUrl'
import type { SignInMessage } from './SignInMessage'
import type { SignInPolicy } from './SignInPolicy'
import { SiweMessageRejectedError } from './SiweMessageRejectedError'

/** The URL's origin, or null for non-URLs and opaque origins (`did:`, `data:` URIs). */
function originOf(value: string): string | null {
  const origin = parseUrl(value)?.origin
  return origin && origin !== 'null' ? origin : null
}

/**
 * Origins the message's first line can stand for. EIP-4361: without a scheme HTTPS is assumed; a wallet may relax that
 * on localhost, so a scheme-less loopback domain also matches its http origin (the devnet web app).
 */
function claimedOrigins(message: SignInMessage): string[] {
  const schemes = message.scheme ? [message.scheme] : ['https', ...(isLoopbackHost(message.domain) ? ['http'] : [])]
  return schemes.map((scheme) => originOf(`${scheme}://${message.domain}`)).filter((origin) => origin !== null)
}

/**
 * The relying-party checks of EIP-4361 that need no state: the message names one of our origins (domain and scheme),
 * its URI lies on that origin, its chain is served, and `now` falls in its validity window. `validateSiweMessage` from
 * viem checks neither URI nor chain, and gives no reason, hence this function. Nonce and signature are the caller's.
 * @returns the allowed origin the message names.
 * @throws {SiweMessageRejectedError} with the reason of the first failed check.
 */
export function validateSignInMessage({
  message,
  policy,
  now,
}: {
  message: SignInMessage
  policy: SignInPolicy
  now: Date
}): { origin: string } {
  const shown = message.scheme ? `${message.scheme}://${message.domain}` : message.domain
  const origin = claimedOrigins(message).find((candidate) => policy.allowedOrigins.includes(candidate))
  if (!origin)
    throw new SiweMessageRejectedError(
      'DOMAIN_MISMATCH',
      `Message domain ${shown} does not match the allowed sign-in origins (${policy.allowedOrigins.join(', ') || 'none'})`,
      { details: { domain: message.domain, scheme: message.scheme ?? null } },
    )
  if (originOf(message.uri) !== origin)
    throw new SiweMessageRejectedError('URI_MISMATCH', `Message URI ${message.uri} is not on origin ${origin}`, {
      details: { uri: message.uri, origin },
    })
  if (!policy.chainIds.includes(message.chainId))
    throw new SiweMessageRejectedError(
      'CHAIN_NOT_ALLOWED',
      `Message chain ID ${message.chainId} is not served here (served: ${policy.chainIds.join(', ') || 'none'})`,
      { details: { chainId: message.chainId } },
    )

  const time = now.getTime()
  const issuedAt = message.issuedAt.getTime()
  if (issuedAt > time + policy.clockSkewMs)
    throw new SiweMessageRejectedError(
      'ISSUED_IN_FUTURE',
      `Message issued at ${message.issuedAt.toISOString()} is in the future`,
      { details: { issuedAt: message.issuedAt.toISOString(), now: now.toISOString() } },
    )
  if (time - issuedAt > policy.maxAgeMs)
    throw new SiweMessageRejectedError(
      'TOO_OLD',
      `Message issued at ${message.issuedAt.toISOString()} is older than ${Math.round(policy.maxAgeMs / 1000)} seconds`,
      { details: { issuedAt: message.issuedAt.toISOString(), now: now.toISOString() } },
    )
  // No skew here: tolerance on expiry would extend what the signer agreed to.
  if (message.expirationTime && time >= message.expirationTime.getTime())
    throw new SiweMessageRejectedError('EXPIRED', `Message expired at ${message.expirationTime.toISOString()}`, {
      details: { expirationTime: message.expirationTime.toISOString(), now: now.toISOString() },
    })
  if (message.notBefore && time + policy.clockSkewMs < message.notBefore.getTime())
    throw new SiweMessageRejectedError(
      'NOT_YET_VALID',
      `Message is not valid before ${message.notBefore.toISOString()}`,
      {
        details: { notBefore: message.notBefore.toISOString(), now: now.toISOString() },
      },
    )
  return { origin }
}
