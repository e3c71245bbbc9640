import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, getAddress, isAddress } from 'viem'
import { startLocalServer } from '../http/startLocalServer'

/** A multisig transaction or a message exactly as the service lists it (tests may plant anything in it). */
export type TransactionServiceRecord = Record<string, unknown>

/** How the stand-in answers. */
export type TransactionServiceStandInOptions = {
  /** When set, every request must carry `Authorization: Bearer <apiKey>`, as Safe's hosted API wants; else 401. */
  apiKey?: string
  /** Path the service is mounted under (`/tx-service/dev`, as api.safe.global mounts one service per chain). */
  basePath?: string
  /** Largest page a client may ask for (the service's `DefaultPagination.max_limit`, 200). */
  maxLimit?: number
  /** TCP port on 127.0.0.1 (default: a free one). */
  port?: number
}

/** What the stand-in saw, for tests. */
export type TransactionServiceStandInStats = {
  /** Requests answered, in order, as `path?query`. */
  requests: string[]
  /** Requests refused for a missing or wrong API key. */
  unauthorized: number
}

/** A running Safe Transaction Service stand-in. */
export type TransactionServiceStandIn = {
  /** Base URL to give an importer: `http://127.0.0.1:port` + `basePath`. */
  url: string
  /** Lists a multisig transaction under its `safe` field's Safe, or under `listedFor` (a service that lies). */
  addTransaction(record: TransactionServiceRecord, listedFor?: Address): void
  /** Lists an off-chain message under its `safe` field's Safe, or under `listedFor`. */
  addMessage(record: TransactionServiceRecord, listedFor?: Address): void
  stats(): TransactionServiceStandInStats
  /** Stops listening and closes open connections. Idempotent. */
  stop(): Promise<void>
}

/** The service's pagination defaults (`DefaultPagination`: 100 per page, at most 200). */
const DEFAULT_LIMIT = 100
const DEFAULT_MAX_LIMIT = 200

type Listed = { record: TransactionServiceRecord; order: number }

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

/** Django REST framework's reading of `limit`/`offset`: anything not a positive integer falls back to the default. */
function readInteger(value: string | null, fallback: number, min: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback
  const parsed = Number(value)
  return parsed < min ? fallback : parsed
}

/** `executed`/`trusted` as django-filter's BooleanFilter reads them. */
function readBoolean(value: string | null): boolean | null {
  if (value === null) return null
  if (['true', 'True', '1'].includes(value)) return true
  if (['false', 'False', '0'].includes(value)) return false
  return null
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : Number(value)
}

/**
 * An HTTP server that answers the two list routes of the Safe Transaction Service's public API that hold what no
 * RPC node can return, in the service's own shapes: `GET /api/v2/safes/{address}/multisig-transactions/` (filters
 * `executed`, `trusted` (default true), `nonce__gte`, `nonce__lt`; newest nonce first) and `GET /api/v1/safes/{address}/messages/`
 * (newest first), both paged by `limit`/`offset` with absolute `next`/`previous` URLs and a `count`. An address that
 * is not checksummed gets the service's 422, an unknown route a 404, and with an API key set a request without it a
 * 401. What it lists is what the test planted, unchecked: it stands in for a server we do not trust.
 */
export async function startTransactionServiceStandIn(
  options: TransactionServiceStandInOptions = {},
): Promise<TransactionServiceStandIn> {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const maxLimit = options.maxLimit ?? DEFAULT_MAX_LIMIT
  const transactions = new Map<Address, Listed[]>()
  const messages = new Map<Address, Listed[]>()
  const stats: TransactionServiceStandInStats = { requests: [], unauthorized: 0 }
  let order = 0

  const listFor = (table: Map<Address, Listed[]>, record: TransactionServiceRecord, listedFor?: Address) => {
    const safe = listedFor ?? record.safe
    if (typeof safe !== 'string' || !isAddress(safe, { strict: false }))
      throw new Error('A listed record needs the address of its Safe in `safe`.')
    const key = getAddress(safe)
    const list = table.get(key) ?? []
    list.push({ record, order: order++ })
    table.set(key, list)
  }

  const page = (request: IncomingMessage, url: URL, items: TransactionServiceRecord[], extra: object = {}) => {
    const limit = Math.min(readInteger(url.searchParams.get('limit'), DEFAULT_LIMIT, 1), maxLimit)
    const offset = readInteger(url.searchParams.get('offset'), 0, 0)
    const linkTo = (to: number) => {
      const link = new URL(url.pathname + url.search, `http://${request.headers.host}`)
      link.searchParams.set('limit', String(limit))
      if (to > 0) link.searchParams.set('offset', String(to))
      else link.searchParams.delete('offset')
      return link.toString()
    }
    return {
      count: items.length,
      next: offset + limit < items.length ? linkTo(offset + limit) : null,
      previous: offset > 0 ? linkTo(Math.max(offset - limit, 0)) : null,
      results: items.slice(offset, offset + limit),
      ...extra,
    }
  }

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    stats.requests.push(url.pathname + url.search)
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      stats.unauthorized++
      return send(response, 401, { detail: 'Authentication credentials were not provided.' })
    }
    if (request.method !== 'GET') return send(response, 405, { detail: `Method "${request.method}" not allowed.` })
    const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : null
    const route = path?.match(/^\/api\/(v1|v2)\/safes\/([^/]+)\/(multisig-transactions|messages)\/$/)
    const version = route?.[1]
    const kind = route?.[3]
    if (!route || (kind === 'multisig-transactions' && version !== 'v2') || (kind === 'messages' && version !== 'v1'))
      return send(response, 404, { detail: 'Not found.' })
    const address = decodeURIComponent(route[2]!)
    if (!isAddress(address, { strict: true }) || getAddress(address) !== address)
      return send(response, 422, { code: 1, message: 'Checksum address validation failed', arguments: [address] })

    if (kind === 'messages') {
      const listed = [...(messages.get(address) ?? [])].sort((a, b) => b.order - a.order).map((item) => item.record)
      return send(response, 200, page(request, url, listed))
    }
    const executed = readBoolean(url.searchParams.get('executed'))
    const trusted = readBoolean(url.searchParams.get('trusted')) ?? true
    const nonceGte = url.searchParams.get('nonce__gte')
    const nonceLt = url.searchParams.get('nonce__lt')
    // Filters read what they can; a record the test planted without a field (or not an object) passes them, as a
    // service that sends garbage would list it.
    const field = (record: unknown, name: string) =>
      typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[name] : undefined
    const nonceOf = (record: unknown) => numberOf(field(record, 'nonce'))
    const within = (record: unknown, bound: string | null, test: (nonce: number, limit: number) => boolean) =>
      bound === null || !Number.isFinite(nonceOf(record)) || test(nonceOf(record), Number(bound))
    const listed = (transactions.get(address) ?? [])
      .filter(
        ({ record }) =>
          executed === null ||
          field(record, 'isExecuted') === undefined ||
          Boolean(field(record, 'isExecuted')) === executed,
      )
      .filter(({ record }) => !trusted || field(record, 'trusted') !== false)
      .filter(({ record }) => within(record, nonceGte, (nonce, limit) => nonce >= limit))
      .filter(({ record }) => within(record, nonceLt, (nonce, limit) => nonce < limit))
      .sort((a, b) => (nonceOf(b.record) || 0) - (nonceOf(a.record) || 0) || b.order - a.order)
      .map((item) => item.record)
    const uniqueNonces = new Set(listed.map((record) => String(field(record, 'nonce')))).size
    return send(response, 200, page(request, url, listed, { countUniqueNonce: uniqueNonces }))
  }

  const server = await startLocalServer((request, response) => {
    request.resume()
    request.on('end', () => answer(request, response))
  }, options.port)
  return {
    url: `${server.url}${basePath}`,
    addTransaction: (record, listedFor) => listFor(transactions, record, listedFor),
    addMessage: (record, listedFor) => listFor(messages, record, listedFor),
    stats: () => ({ requests: [...stats.requests], unauthorized: stats.unauthorized }),
    stop: server.stop,
  }
}
