import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { CorsPolicy } from '../createCorsPolicy'
import type { ProxyTrust } from '../pagination/createProxyTrust'
import { requestUrlParts } from '../pagination/resolvePublicUrl'
import { matchesEtag } from './matchesEtag'
import type { CachedResponse, ResponseCache } from './ResponseCache'
import { responseCacheKey } from './responseCacheKey'

/** Writes one line per answer it gives (the request log, when the gateway logs requests). */
export type HitLogger = (entry: { method: string; url: string; statusCode: number }) => void

/**
 * The front door of the HTTP server: answers a GET whose answer is cached, valid and (for answers with a revision)
 * confirmed synchronously, before Fastify sees the request; everything else goes on to Fastify untouched. A hit then
 * costs what a bare node:http server costs plus a key and a map lookup: Fastify's per-request work (request and reply
 * objects, routing, hooks, the CORS delegator) is several times the lookup, and a hot read must stay within 2x of a
 * bare server (issue 3).
 *
 * What Fastify would have added is added here: the CORS headers of the request's origin (the same policy as the
 * @fastify/cors delegator, compared in tests), the ETag, `304 Not Modified` for a matching If-None-Match, and a request
 * log line. Only routes that opted in (cachedRoute) ever store entries, so nothing else can be answered here; an
 * app-level hook that must see every request (authentication, rate limits) must not be added without revisiting this.
 * @returns a function that answers and returns true, or returns false and leaves the request alone.
 */
export function answerFromCache(
  cache: ResponseCache,
  { cors, log, proxyTrust }: { cors: CorsPolicy; log?: HitLogger; proxyTrust?: ProxyTrust },
): (request: IncomingMessage, response: ServerResponse) => boolean {
  // The complete headers of an answer, per CORS header set, built once: a fresh object per request costs more than
  // the lookup itself. Weakly held: they go with the cached answer.
  const prepared = new WeakMap<CachedResponse, Map<CorsHeaders, OutgoingHttpHeaders>>()
  const headersOf = (hit: CachedResponse, corsHeaders: CorsHeaders) => {
    let byCors = prepared.get(hit)
    if (!byCors) {
      byCors = new Map()
      prepared.set(hit, byCors)
    }
    let headers = byCors.get(corsHeaders)
    if (!headers) {
      headers = {
        ...corsHeaders,
        'content-type': hit.contentType,
        etag: hit.etag,
        'content-length': hit.body.byteLength,
      }
      byCors.set(corsHeaders, headers)
    }
    return headers
  }

  return (request, response) => {
    const { method, url, headers } = request
    if (method !== 'GET' || url === undefined) return false
    const hit = cache.get(responseCacheKey(requestUrlParts(request, proxyTrust)))
    if (!hit) return false
    const corsHeaders = cors.headersFor(headers.origin)
    const conditional = headers['if-none-match']
    if (conditional !== undefined && matchesEtag(conditional, hit.etag)) {
      response.writeHead(304, { ...corsHeaders, etag: hit.etag }).end()
      log?.({ method, url, statusCode: 304 })
    } else {
      response.writeHead(200, headersOf(hit, corsHeaders)).end(hit.body)
      log?.({ method, url, statusCode: 200 })
    }
    return true
  }
}

type CorsHeaders = ReturnType<CorsPolicy['headersFor']>
