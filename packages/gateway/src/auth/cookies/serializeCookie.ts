import { InvalidInputError } from '@strongroom/protocol'

/** Attributes of a `Set-Cookie` header this gateway writes. */
export type CookieAttributes = {
  /** Seconds until the browser drops the cookie; 0 deletes it at once. */
  maxAge: number
  path: string
  httpOnly: boolean
  secure: boolean
  sameSite: 'Strict' | 'Lax' | 'None'
}

// RFC 6265 §4.1.1: a name is an RFC 7230 token; a value is cookie-octets (no spaces, quotes, commas, semicolons, \).
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/

/**
 * Writes a `Set-Cookie` header value. Values are never escaped: callers pass ids that are already cookie-safe, and
 * anything else is a bug.
 * @throws {InvalidInputError} for a name or value RFC 6265 does not allow, or a negative or fractional max-age.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (!TOKEN.test(name)) throw new InvalidInputError(`Cookie name ${name} is not an RFC 7230 token.`)
  if (!COOKIE_OCTETS.test(value)) throw new InvalidInputError(`Cookie ${name} has characters RFC 6265 forbids.`)
  if (!Number.isSafeInteger(attributes.maxAge) || attributes.maxAge < 0)
    throw new InvalidInputError(`Cookie max-age must be a whole number of seconds, not ${attributes.maxAge}.`)
  if (!attributes.path.startsWith('/') || /[;\s]/.test(attributes.path))
    throw new InvalidInputError(`Cookie path ${attributes.path} is not an absolute path.`)
  const parts = [`${name}=${value}`, `Max-Age=${attributes.maxAge}`, `Path=${attributes.path}`]
  if (attributes.httpOnly) parts.push('HttpOnly')
  if (attributes.secure) parts.push('Secure')
  parts.push(`SameSite=${attributes.sameSite}`)
  return parts.join('; ')
}
