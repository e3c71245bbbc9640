/** The parts of an incoming request that decide the absolute URL a browser used to reach us. */
export type RequestUrlParts = {
  /** Path and query as received (Fastify `request.url`). */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** Scheme of the socket, `http` or `https`. */
  protocol: string
}

/** The request's URL as the client sees it, and the gateway's own base URL (origin plus any proxy prefix). */
export type PublicUrl = { url: URL; baseUrl: string }

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/
const PREFIX_PATTERN = /^(\/[A-Za-z0-9._~-]+)*\/?$/

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw === undefined) return undefined
  // A chain of proxies appends: "https, http" — the left-most value is what the client used. (No split: this runs
  // for every cached answer, and a single value is the rule.)
  const comma = raw.indexOf(',')
  const first = (comma === -1 ? raw : raw.slice(0, comma)).trim()
  return first ? first : undefined
}

/**
 * The absolute URL of the request as the client sees it, so that `next`/`previous` links work when followed verbatim
 * (SDK `getEndpoint(…, rawUrl)`, docs/gateway-api.md §1.1): scheme from `X-Forwarded-Proto`, host from `X-Forwarded-Host`
 * or `Host` (CGW `getRouteUrl` reads proto and Host), and `X-Forwarded-Prefix` for proxies that mount the gateway under
 * a path. Values that are not a plain host or path fall back to neutral ones instead of producing an invalid URL.
 */
export function resolvePublicUrl({ url, headers, protocol }: RequestUrlParts): PublicUrl {
  const baseUrl = resolvePublicBaseUrl({ headers, protocol })
  return { url: new URL(`${baseUrl}${url.startsWith('/') ? url : `/${url}`}`), baseUrl }
}

/** The gateway's base URL as the client sees it (origin plus any proxy prefix), as {@link resolvePublicUrl} finds it. */
export function resolvePublicBaseUrl({ headers, protocol }: Omit<RequestUrlParts, 'url'>): string {
  const scheme = (firstHeader(headers['x-forwarded-proto']) ?? protocol) === 'https' ? 'https' : 'http'
  const claimedHost = firstHeader(headers['x-forwarded-host']) ?? firstHeader(headers.host)
  const host = claimedHost && HOST_PATTERN.test(claimedHost) ? claimedHost : 'localhost'
  const claimedPrefix = firstHeader(headers['x-forwarded-prefix']) ?? ''
  const prefix = PREFIX_PATTERN.test(claimedPrefix) ? claimedPrefix.replace(/\/+$/, '') : ''
  return `${scheme}://${host}${prefix}`
}
