import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  preSerializationHookHandler,
} from 'fastify'
import { requestUrlParts } from '../pagination/resolvePublicUrl'
import { matchesEtag } from './matchesEtag'
import type { CachedResponse, CacheTicket, ResponseCache, ResponseScope, Revision } from './ResponseCache'
import { responseCacheKey } from './responseCacheKey'

/** How one GET route uses the response cache. */
export type CachedRouteOptions = {
  /**
   * The Safe whose data the answer shows, from the raw (not yet validated) params; null answers this request without
   * the cache. Called on misses only.
   */
  scope(request: FastifyRequest): Omit<ResponseScope, 'revision'> | null
  /**
   * For answers that also depend on something outside the database (SafeInfo: the chain head): the reader of its
   * current value for this request (see Revision), or null to answer without the cache.
   */
  revisionOf?(request: FastifyRequest): Revision['current'] | null
}

/** Hooks to spread into a GET route's options. */
export type CachedRouteHooks = {
  onRequest: onRequestHookHandler
  preSerialization: preSerializationHookHandler<unknown>
}

/** Tickets of requests whose answer is being computed, for preSerialization; a WeakMap keeps requests undecorated. */
const tickets = new WeakMap<FastifyRequest, CacheTicket>()

/**
 * Serves a GET route from `cache` before anything else of the route runs (right after the app's own onRequest hooks,
 * CORS among them): no validation, no handler, no serialization on a hit, and `304 Not Modified` when the client
 * already holds those bytes (If-None-Match). Most hits never get here: the front door (answerFromCache) answers them
 * before Fastify; this hook answers those it leaves (a revision that had to be read first) and takes the tickets.
 * The key is the raw URL and the public base URL (responseCacheKey): spellings of one request get entries of their
 * own, and only a URL that was answered 200 can ever hit, so skipping validation admits nothing it would have refused.
 *
 * A miss takes a ticket before the handler reads anything; preSerialization stores the serialized 200 body if nothing
 * it depends on changed meanwhile. Error answers, answers that set cookies and non-GET requests (HEAD) are never
 * stored.
 */
export function cachedRoute(cache: ResponseCache, options: CachedRouteOptions): CachedRouteHooks {
  const miss = (request: FastifyRequest, key: string, revision: Revision | undefined) => {
    const scope = options.scope(request)
    const ticket = scope && cache.begin(key, revision === undefined ? scope : { ...scope, revision })
    if (ticket) tickets.set(request, ticket)
  }

  // Declared once per route, not per request: tsx (esbuild keepNames) names every closure it creates, and that shows.
  const lookup = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    revision: Revision | undefined,
  ) => {
    const key = responseCacheKey(requestUrlParts(request.raw, request.server.proxyTrust))
    const hit = cache.get(key)
    // Answered here: Fastify skips the rest of the route (done must not be called).
    if (hit) return void answer(request, reply, hit)
    miss(request, key, revision)
    done()
  }

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') return done()
    if (!options.revisionOf) return lookup(request, reply, done, undefined)
    const current = options.revisionOf(request)
    if (!current) return done()
    const value = current()
    if (value === null) return done()
    if (typeof value === 'string') return lookup(request, reply, done, { value, current })
    // Read first (at most once per polling interval); entries then compare against the value just read.
    value.then(
      (read) => (read === null ? done() : lookup(request, reply, done, { value: read, current })),
      () => done(),
    )
  }

  // Stores in preSerialization, which Fastify runs only for object payloads: a hit (bytes) runs no hook of ours but
  // onRequest. The body is serialized here with the route's own serializer and handed back through reply.serializer,
  // so it is serialized once.
  const preSerialization: preSerializationHookHandler<unknown> = (request, reply, payload, done) => {
    const ticket = tickets.get(request)
    if (!ticket) return done(null, payload)
    tickets.delete(request)
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return done(null, payload)
    let serialized: string
    try {
      serialized = reply.serialize(payload) as string
    } catch {
      // Fastify serializes it again and reports the failure as it would without a cache.
      return done(null, payload)
    }
    const stored = cache.store(ticket, serialized, String(reply.getHeader('content-type')))
    reply.header('etag', stored.etag).serializer(() => serialized)
    done(null, payload)
  }

  return { onRequest, preSerialization }
}

function answer(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) {
  const conditional = request.headers['if-none-match']
  if (conditional !== undefined && matchesEtag(conditional, hit.etag))
    return reply.code(304).header('etag', hit.etag).send()
  return reply.header('content-type', hit.contentType).header('etag', hit.etag).send(hit.body)
}
