import { type Address, BaseError } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { InvalidInputError } from '../errors/InvalidInputError'
import { parseSignInOrigin } from './parseSignInOrigin'
import { parseUrl } from './parseUrl'

/** Fields of a sign-in message for {@link createSignInMessage}; scheme, domain and URI all come from `origin`. */
export type CreateSignInMessageParameters = {
  /** The page's origin (`location.origin`); becomes `scheme://domain` and the URI. */
  origin: string
  address: Address
  chainId: number
  /** From the gateway's `GET /v1/auth/nonce`. */
  nonce: string
  statement?: string
  issuedAt?: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

/**
 * Builds the EIP-4361 text a wallet signs, with viem's `createSiweMessage` (never by hand), binding it to the page's
 * origin: the scheme is written out, so the gateway does not have to assume HTTPS.
 * @throws {InvalidInputError} for a bad origin or a field EIP-4361 forbids (short nonce, multi-line statement…).
 */
export function createSignInMessage({ origin, ...fields }: CreateSignInMessageParameters): string {
  const url = parseUrl(parseSignInOrigin(origin))!
  try {
    return createSiweMessage({
      ...fields,
      scheme: url.protocol.slice(0, -1),
      domain: url.host,
      uri: url.origin,
      version: '1',
    })
  } catch (cause) {
    const reason = cause instanceof BaseError ? cause.shortMessage : 'a field is invalid'
    throw new InvalidInputError(`Cannot build the sign-in message: ${reason}`, { cause })
  }
}
