import { type Address, erc721Abi, getAddress, type PublicClient } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import { isRpcUnavailable } from '../errors/isRpcUnavailable'
import { loadMetadataDocument, type MetadataLimits } from './loadMetadataDocument'
import { MetadataUnavailableError } from './MetadataUnavailableError'

/** One held ERC-721 token. */
export type CollectibleKey = { address: Address; tokenId: bigint }

/** What is known of a token's metadata: the tokenURI (null when unreadable) and the document (null when unavailable). */
export type CollectibleMetadata = { uri: string | null; metadata: Record<string, unknown> | null }

/** Metadata of a chain's tokens, keyed by {@link collectibleKey}; tokens still being fetched are absent. */
export type CollectibleMetadataResolver = (request: {
  chainId: string
  client: PublicClient
  items: readonly CollectibleKey[]
}) => Promise<Map<string, CollectibleMetadata>>

/** Map key of a token. */
export function collectibleKey({ address, tokenId }: CollectibleKey): string {
  return `${address}:${tokenId}`
}

const rowSchema = z.object({
  address: z.string().transform((value) => getAddress(value)),
  token_id: z.string(),
  uri: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  fetched_at: z.date(),
})

/** Downloads in flight at once per process; the rest wait their turn. */
const MAX_CONCURRENT_FETCHES = 8

/** Postgres text and jsonb cannot hold U+0000; metadata is user content, so drop it rather than fail. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '')
  if (Array.isArray(value)) return value.map(withoutNul)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [withoutNul(key), withoutNul(inner)]))
  return value
}

/**
 * Resolves ERC-721 metadata through a database cache (`collectible_metadata`): a stored success is used as is, a
 * stored failure until `retryFailedAfterMs` has passed, anything else is fetched (tokenURI from the chain, then the
 * document) and stored. A request waits at most `waitMs`; fetches still running then finish in the background and are
 * stored for the next request, so one slow host never holds a page hostage. Fetches of the same token are shared.
 */
export function createCollectibleMetadataResolver(options: {
  db: Db
  limits: MetadataLimits
  retryFailedAfterMs: number
  waitMs: number
  now?: () => number
}): CollectibleMetadataResolver {
  const { db, limits, retryFailedAfterMs, waitMs } = options
  const now = options.now ?? Date.now
  const inFlight = new Map<string, Promise<CollectibleMetadata | null>>()
  let running = 0
  const queue: (() => void)[] = []
  const slot = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= MAX_CONCURRENT_FETCHES) await new Promise<void>((resolve) => queue.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      queue.shift()?.()
    }
  }

  const fetchAndStore = async (chainId: string, client: PublicClient, item: CollectibleKey) => {
    let uri: string
    try {
      uri = await client.readContract({
        address: item.address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [item.tokenId],
      })
    } catch (error) {
      // The node is down or slow: nothing was learnt about the token, so nothing is cached.
      if (isRpcUnavailable(error)) return null
      return store(chainId, item, { uri: null, metadata: null }, 'no-token-uri')
    }
    try {
      const metadata = withoutNul(await loadMetadataDocument(uri, limits)) as Record<string, unknown>
      return store(chainId, item, { uri, metadata }, null)
    } catch (error) {
      if (!(error instanceof MetadataUnavailableError)) throw error
      return store(chainId, item, { uri, metadata: null }, error.reason)
    }
  }

  const store = async (
    chainId: string,
    item: CollectibleKey,
    result: CollectibleMetadata,
    error: string | null,
  ): Promise<CollectibleMetadata> => {
    await db.query(
      `insert into collectible_metadata (chain_id, address, token_id, uri, metadata, error, fetched_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7)
       on conflict (chain_id, address, token_id)
         do update set uri = excluded.uri, metadata = excluded.metadata, error = excluded.error,
                       fetched_at = excluded.fetched_at`,
      [
        chainId,
        item.address,
        item.tokenId,
        result.uri === null ? null : withoutNul(result.uri),
        result.metadata === null ? null : JSON.stringify(result.metadata),
        error,
        new Date(now()),
      ],
    )
    return result
  }

  return async ({ chainId, client, items }) => {
    const results = new Map<string, CollectibleMetadata>()
    if (items.length === 0) return results
    const rows = await db.query(
      `select address, token_id::text as token_id, uri, metadata, fetched_at from collectible_metadata
        where chain_id = $1 and address = any($2::text[]) and token_id = any($3::numeric[])`,
      [chainId, [...new Set(items.map((item) => item.address))], [...new Set(items.map((item) => item.tokenId))]],
    )
    const cached = new Map(
      rows.map((raw) => rowSchema.parse(raw)).map((row) => [`${row.address}:${row.token_id}`, row]),
    )

    const pending: Promise<void>[] = []
    for (const item of items) {
      const key = collectibleKey(item)
      const row = cached.get(key)
      if (row && (row.metadata !== null || now() - row.fetched_at.getTime() < retryFailedAfterMs)) {
        results.set(key, { uri: row.uri, metadata: row.metadata })
        continue
      }
      let fetching = inFlight.get(`${chainId}:${key}`)
      if (!fetching) {
        fetching = slot(() => fetchAndStore(chainId, client, item))
          // A failure here is a bug or a database error; the collectible is listed without metadata meanwhile.
          .catch(() => null)
          .finally(() => inFlight.delete(`${chainId}:${key}`))
        inFlight.set(`${chainId}:${key}`, fetching)
      }
      pending.push(
        fetching.then((result) => {
          if (result) results.set(key, result)
        }),
      )
    }
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.all(pending),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs)
      }),
    ])
    clearTimeout(timer)
    // Only what was resolved before the deadline; later results land in the cache.
    return new Map(results)
  }
}
