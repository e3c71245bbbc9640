import { createHash } from 'node:crypto'

/** Session ids are 32 random bytes in base64url: what a well-formed cookie value looks like. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * What the database stores for a session id: its SHA-256. The id has 256 bits of entropy, so a plain fast hash is
 * enough (no salt or KDF), and a leaked row cannot be turned back into a working cookie.
 */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}
