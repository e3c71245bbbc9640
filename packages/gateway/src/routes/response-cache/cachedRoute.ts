import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify'
import type { CacheTicket, ResponseCache, ResponseScope } from './ResponseCache'

/** How one GET route uses the response cache. */
export type CachedRouteOptions = {
  /**
   * The Safe whose data the answer shows, from the raw (not yet validated) params; null answers this request without
   * the cache. Called on misses only.
   */
  scope(request: FastifyRequest): Omit<ResponseScope, 'revision'> | null
  /** Key material besides the URL, for answers that depend on request headers (absolute page links). */
  variant?(request: FastifyRequest): string
  /**
   * The current revision the answer must match (SafeInfo: the head block); null answers without the cache. A value,
   * or a promise of one when it must be read first (hits should not pay for a promise).
   */
  revision?(request: FastifyRequest): string | null | Promise<string | null>
}

/** Hooks to spread into a GET route's options. */
export type CachedRouteHooks = { onRequest: onRequestHookHandler; onSend: onSendHookHandler }

/** Tickets of requests whose answer is being computed, for onSend; a WeakMap keeps FastifyRequest undecorated. */
const tickets = new WeakMap<FastifyRequest, CacheTicket>()

/**
 * Serves a GET route from `cache` before anything else of the route runs (right after the app's own onRequest hooks,
 * CORS among them): no validation, no handler, no serialization on a hit, and `304 Not Modified` when the client
 * already holds those bytes (If-None-Match). The key is the raw URL (path and query exactly as sent: the cursor,
 * time zone, `trusted` and every other parameter) plus `variant`: spellings of one request get entries of their own,
 * and only a URL that was answered 200 can ever hit, so skipping validation admits nothing it would have refused.
 *
 * A miss takes a ticket before the handler reads anything; onSend stores the serialized 200 body if nothing it
 * depends on changed meanwhile. Error answers, answers that set cookies and non-GET requests (HEAD) are never stored.
 */
export function cachedRoute(cache: ResponseCache, options: CachedRouteOptions): CachedRouteHooks {
  const keyOf = (request: FastifyRequest) =>
    options.variant ? `${options.variant(request)} ${request.url}` : request.url

  const miss = (request: FastifyRequest, key: string, revision: string | undefined) => {
    const scope = options.scope(request)
    const ticket = scope && cache.begin(key, revision === undefined ? scope : { ...scope, revision })
    if (ticket) tickets.set(request, ticket)
  }

  // Declared once per route, not per request: tsx (esbuild keepNames) names every closure it creates, and that shows.
  const lookup = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    revision: string | null | undefined,
  ) => {
    if (revision === null) return done()
    const key = keyOf(request)
    const hit = cache.get(key, revision)
    // Answered here: Fastify skips the rest of the route (done must not be called).
    if (hit) return void answer(request, reply, hit)
    miss(request, key, revision)
    done()
  }

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') return done()
    const revision = options.revision?.(request)
    if (revision instanceof Promise)
      revision.then(
        (value) => lookup(request, reply, done, value),
        () => done(),
      )
    else lookup(request, reply, done, revision)
  }

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const ticket = tickets.get(request)
    if (!ticket) return done(null, payload)
    tickets.delete(request)
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie'))
      return done(null, payload)
    const stored = cache.store(ticket, payload, String(reply.getHeader('content-type')))
    reply.header('etag', stored.etag)
    done(null, stored.body)
  }

  return { onRequest, onSend }
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  hit: { body: Buffer; contentType: string; etag: string },
) {
  const conditional = request.headers['if-none-match']
  if (conditional !== undefined && matchesEtag(conditional, hit.etag))
    return reply.code(304).header('etag', hit.etag).send()
  return reply.header('content-type', hit.contentType).header('etag', hit.etag).send(hit.body)
}

/** If-None-Match (RFC 9110 §13.1.2): `*` or a list of tags, compared weakly (a W/ prefix is ignored). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
