import { type RequestUrlParts, resolvePublicBaseUrl } from '../pagination/resolvePublicUrl'

/**
 * The cache key of a request: the gateway's public base URL as this client sees it (page links in the answers are
 * absolute) and the raw path and query exactly as sent (cursor, time zone, `trusted` and every other parameter).
 * Computed from the raw request alone, so the same key is found before Fastify routes the request and inside a route.
 */
export function responseCacheKey(request: RequestUrlParts): string {
  return `${resolvePublicBaseUrl(request)} ${request.url}`
}
