import { isLoopbackHost } from '@strongroom/protocol'
import { parseCookieHeader } from './parseCookieHeader'
import { serializeCookie } from './serializeCookie'

/** Cookie name on plain-http loopback development hosts. */
export const SESSION_COOKIE_NAME = 'strongroom_session'

/**
 * Cookie name everywhere else. Browsers accept a `__Host-` cookie only with Secure, Path=/ and no Domain (RFC 6265bis
 * §4.1.3.2), so no sibling subdomain can plant or overwrite the session (session fixation).
 */
export const SECURE_SESSION_COOKIE_NAME = '__Host-strongroom_session'

/** How the session cookie is named, read, set and cleared for one request host. */
export type SessionCookie = {
  name: string
  secure: boolean
  /** The session id the request's Cookie header carries, if any. */
  read(cookieHeader: string | undefined): string | undefined
  /** `Set-Cookie` value for a session id living `maxAgeSeconds` more. */
  set(id: string, maxAgeSeconds: number): string
  /** `Set-Cookie` value that deletes the cookie. */
  clear(): string
}

/**
 * The session cookie for requests addressed to `host` (the Host header, port allowed). Always HttpOnly (page scripts
 * never see the id), Path=/, and SameSite=Strict: the cookie only ever rides on the web app's own fetches to the API,
 * which are same-site, and never on a top-level navigation from another site, so Strict costs nothing and also keeps
 * cross-site links from carrying it. Secure everywhere but a loopback host, where a developer runs plain http.
 */
export function sessionCookieFor(host: string): SessionCookie {
  const secure = !isLoopbackHost(host)
  const name = secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME
  const attributes = { path: '/', httpOnly: true, secure, sameSite: 'Strict' } as const
  return {
    name,
    secure,
    read: (cookieHeader) => parseCookieHeader(cookieHeader).get(name),
    set: (id, maxAgeSeconds) => serializeCookie(name, id, { ...attributes, maxAge: maxAgeSeconds }),
    clear: () => serializeCookie(name, '', { ...attributes, maxAge: 0 }),
  }
}
