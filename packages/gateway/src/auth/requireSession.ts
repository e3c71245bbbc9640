import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/Db'
import type { AuthSettings } from './AuthSettings'
import { sessionCookieFor } from './cookies/sessionCookieFor'
import { AuthenticationError } from './errors/AuthenticationError'
import { OriginNotAllowedError } from './errors/OriginNotAllowedError'
import { findSession } from './sessions/findSession'
import type { SignedInSession } from './sessions/SignedInSession'

/** What {@link requireSession} reads: the sessions table, the allowed origins and the clock. */
export type SessionDeps = { db: Db; settings: AuthSettings; clock: () => Date }

/**
 * The session of a request to a route only signed-in accounts may use; call it first in such a handler.
 * A request from a browser page (it carries Origin) must come from an allowed sign-in origin: besides the SameSite
 * cookie, this refuses cross-site request forgery from a same-site but foreign origin (a sibling subdomain).
 * @throws {OriginNotAllowedError} for a foreign Origin (403).
 * @throws {AuthenticationError} 'Sign-in required' without a session cookie, 'Session expired or signed out' when the
 *   cookie names no live session (401).
 */
export async function requireSession(request: FastifyRequest, deps: SessionDeps): Promise<SignedInSession> {
  const origin = request.headers.origin
  if (origin !== undefined && !deps.settings.allowedOrigins.includes(origin))
    throw new OriginNotAllowedError(origin, deps.settings.allowedOrigins.join(' or '))
  const id = sessionCookieFor(request.hostname).read(request.headers.cookie)
  if (!id) throw new AuthenticationError('Sign-in required')
  const session = await findSession(deps.db, { id, now: deps.clock() })
  if (!session) throw new AuthenticationError('Session expired or signed out')
  return session
}
