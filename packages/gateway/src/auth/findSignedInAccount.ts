import type { FastifyRequest } from 'fastify'
import type { Address } from 'viem'
import type { Db } from '../db/Db'
import { sessionCookieFor } from './cookies/sessionCookieFor'
import { findSession } from './sessions/findSession'

/**
 * The account the request's session cookie signs in, or null (no cookie, or no live session). Only for favours, such
 * as indexing a signed-in owner's Safe first; routes only signed-in accounts may use call requireSession instead.
 */
export async function findSignedInAccount(db: Db, request: FastifyRequest): Promise<Address | null> {
  const id = sessionCookieFor(request.hostname).read(request.headers.cookie)
  if (!id) return null
  return (await findSession(db, { id, now: new Date() }))?.address ?? null
}
