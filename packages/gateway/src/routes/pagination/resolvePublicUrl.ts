import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { FastifyRequest } from 'fastify'
import type { ProxyTrust } from './createProxyTrust'

/** The parts of an incoming request that decide the absolute URL a browser used to reach us. */
export type RequestUrlParts = {
  /** Path and query as received (Fastify `request.url`). */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** Scheme of the socket, `http` or `https`. */
  protocol: string
  /** The request came from a trusted reverse proxy (`trustProxy`): only then do `X-Forwarded-*` headers count. */
  forwarded: boolean
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

/** The {@link RequestUrlParts} of a raw request, its proxy judged by `trust` (none when absent). */
export function requestUrlParts(request: IncomingMessage, trust: ProxyTrust | undefined): RequestUrlParts {
  const socket = request.socket as Partial<TLSSocket> | undefined
  return {
    url: request.url ?? '/',
    headers: request.headers,
    protocol: socket?.encrypted ? 'https' : 'http',
    forwarded: trust?.(socket?.remoteAddress) ?? false,
  }
}

/** {@link resolvePublicUrl} of a Fastify request, with the app's proxy trust. */
export function publicUrlOf(request: FastifyRequest): PublicUrl {
  return resolvePublicUrl(requestUrlParts(request.raw, request.server.proxyTrust))
}

/**
 * The absolute URL of the request as the client sees it, so that `next`/`previous` links work when followed verbatim
 * (SDK `getEndpoint(…, rawUrl)`, docs/gateway-api.md §1.1): scheme of the socket and the `Host` header (CGW
 * `getRouteUrl` reads proto and Host). From a trusted proxy only (`forwarded`, docs/gateway-security.md), scheme from
 * `X-Forwarded-Proto`, host from `X-Forwarded-Host` and `X-Forwarded-Prefix` for proxies that mount the gateway under
 * a path: anyone else could make the links (and ChainInfo's `transactionService`) point at a host of their choice,
 * and a shared cache in front would hand them to everyone. Values that are not a plain host or path fall back to
 * neutral ones instead of producing an invalid URL.
 */
export function resolvePublicUrl({ url, ...parts }: RequestUrlParts): PublicUrl {
  const baseUrl = resolvePublicBaseUrl(parts)
  return { url: new URL(`${baseUrl}${url.startsWith('/') ? url : `/${url}`}`), baseUrl }
}

/** The gateway's base URL as the client sees it (origin plus any proxy prefix), as {@link resolvePublicUrl} finds it. */
export function resolvePublicBaseUrl({ headers, protocol, forwarded }: Omit<RequestUrlParts, 'url'>): string {
  const fromProxy = (name: string) => (forwarded ? firstHeader(headers[name]) : undefined)
  const scheme = (fromProxy('x-forwarded-proto') ?? protocol) === 'https' ? 'https' : 'http'
  const claimedHost = fromProxy('x-forwarded-host') ?? firstHeader(headers.host)
  const host = claimedHost && HOST_PATTERN.test(claimedHost) ? claimedHost : 'localhost'
  const claimedPrefix = fromProxy('x-forwarded-prefix') ?? ''
  const prefix = PREFIX_PATTERN.test(claimedPrefix) ? claimedPrefix.replace(/\/+$/, '') : ''
  return `${scheme}://${host}${prefix}`
}
