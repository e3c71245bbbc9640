import { type AuthSession, authNonceSchema, authSessionSchema, authVerifyRequestSchema } from '@strongroom/protocol'
import { sessionCookieFor } from '../auth/cookies/sessionCookieFor'
import { issueNonce } from '../auth/nonces/issueNonce'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import { deleteSession } from '../auth/sessions/deleteSession'
import type { SignedInSession } from '../auth/sessions/SignedInSession'
import { type SignInDeps, signIn } from '../auth/signIn'
import { emptyOk } from './emptyOk'
import { errorResponses } from './errorResponses'
import type { ZodFastify } from './ZodFastify'

function toWire(session: SignedInSession): AuthSession {
  return { address: session.address, chainId: session.chainId, expiresAt: session.expiresAt.getTime() }
}

/**
 * Sign-In with Ethereum: `GET /v1/auth/nonce` and `POST /v1/auth/verify` as CGW serves them (SDK 3.23 `getAuthNonce`,
 * `verifyAuth`), `POST /v1/auth/logout` as CGW's, and our `GET /v1/auth/me`.
 */
export function authSessionRoutes(app: ZodFastify, deps: SignInDeps & SessionDeps): void {
  app.get(
    '/v1/auth/nonce',
    { schema: { tags: ['auth'], response: { 200: authNonceSchema, ...errorResponses } } },
    async () => ({
      nonce: await issueNonce(deps.db, { now: deps.clock(), ttlSeconds: deps.settings.nonceTtlSeconds }),
    }),
  )

  app.post(
    '/v1/auth/verify',
    {
      schema: {
        tags: ['auth'],
        body: authVerifyRequestSchema,
        response: { 200: authSessionSchema, ...errorResponses },
      },
    },
    // CGW answers an empty 200 and sets the cookie; the session in the body saves the client a `/me` round trip.
    async (request, reply) => {
      const now = deps.clock()
      const { id, session } = await signIn(deps, {
        ...request.body,
        requestOrigin: request.headers.origin,
        now,
      })
      const cookie = sessionCookieFor(request.hostname)
      // A sign-in replaces the session the browser held (no two live sessions per cookie jar).
      const previous = cookie.read(request.headers.cookie)
      if (previous) await deleteSession(deps.db, previous)
      const maxAge = Math.max(1, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000))
      reply.header('set-cookie', cookie.set(id, maxAge))
      return toWire(session)
    },
  )

  // Clients post `{}`, nothing, or an empty body with a JSON content type; logout reads none of it.
  app.post('/v1/auth/logout', { schema: { tags: ['auth'], response: errorResponses } }, async (request, reply) => {
    const cookie = sessionCookieFor(request.hostname)
    const id = cookie.read(request.headers.cookie)
    if (id) await deleteSession(deps.db, id)
    reply.header('set-cookie', cookie.clear())
    return emptyOk(reply)
  })

  app.get(
    '/v1/auth/me',
    { schema: { tags: ['auth'], response: { 200: authSessionSchema, ...errorResponses } } },
    async (request) => toWire(await requireSession(request, deps)),
  )
}
