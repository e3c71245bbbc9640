import { createHash } from 'node:crypto'
import type { ResponseCacheSettings } from '../../config'

/**
 * Something outside the database an answer was computed at (SafeInfo: the chain head block). `current` must be cheap
 * and synchronous while its value is known, and returns a promise (or null) while it must be read first: the entry
 * is then not served, so a stale answer is never served for want of a fresh value.
 */
export type Revision = { value: string; current(): string | null | Promise<string | null> }

/**
 * What a cached answer depends on: the data of one Safe on one chain (and, through token metadata and address names,
 * the chain's tokens), and optionally a revision.
 */
export type ResponseScope = {
  chainId: string
  /** The Safe's address in any letter case. */
  safe: string
  /** The answer holds only while `revision.current()` returns `revision.value`. */
  revision?: Revision
}

/** A stored answer: the exact bytes, their content type and a strong ETag of the bytes. */
export type CachedResponse = { body: Buffer; contentType: string; etag: string }

/**
 * Taken when a miss starts computing its answer, before it reads anything: the versions it will be checked against.
 * A change that lands while the answer is computed moves a version, so the answer is not stored.
 */
export type CacheTicket = {
  readonly key: string
  readonly chainId: string
  readonly safeKey: string
  readonly revision: Revision | undefined
  readonly epoch: number
  readonly safeVersion: number
  readonly chainVersion: number
}

type Entry = CachedResponse &
  CacheTicket & {
    size: number
    storedAt: number
    /** Neighbours in the recency list (a Map's delete and set per hit cost ten times more). */
    older: Entry | null
    newer: Entry | null
  }

/**
 * Above this many Safes with a recorded version the cache starts over (drops everything), which keeps the version
 * maps bounded without tracking which versions are still referenced.
 */
const MAX_TRACKED_VERSIONS = 100_000

/**
 * A process-wide cache of serialized 200 answers, so a hot read costs a map lookup instead of database queries, RPC
 * reads and serialization. Bounded as an LRU by entries and bytes; an entry also expires after `maxAgeMs`.
 *
 * Validity is versioned, never time-based alone: an entry is served only while nothing it depends on was reported
 * changed since its ticket was taken (before its answer was computed):
 * - `safeChanged` (the Safe's version): every published Safe change, from the hub (any process) and synchronously on
 *   commit in this process;
 * - `chainChanged` (the chain's version): changes that may add token metadata, which names addresses in other Safes'
 *   answers;
 * - the epoch: `clear`, `suspend` / `resume` (while the change feed cannot vouch for completeness nothing is served
 *   or stored).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  /** Both ends of the recency list: a hit moves its entry to `newest`, eviction takes `oldest`. */
  private oldest: Entry | null = null
  private newest: Entry | null = null
  private readonly safeVersions = new Map<string, number>()
  private readonly chainVersions = new Map<string, number>()
  private bytes = 0
  private epoch = 0
  private suspended = false

  constructor(
    private readonly settings: ResponseCacheSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Entries held now (valid or not yet found invalid). */
  get size(): number {
    return this.entries.size
  }

  /** Bytes held now (bodies and keys). */
  get byteSize(): number {
    return this.bytes
  }

  /** The valid entry for `key`, or null (also while its revision cannot be confirmed synchronously). */
  get(key: string): CachedResponse | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (
      this.suspended ||
      entry.epoch !== this.epoch ||
      entry.safeVersion !== (this.safeVersions.get(entry.safeKey) ?? 0) ||
      entry.chainVersion !== (this.chainVersions.get(entry.chainId) ?? 0) ||
      this.now() - entry.storedAt >= this.settings.maxAgeMs
    ) {
      this.remove(entry)
      return null
    }
    // A different or unknown revision: a miss, which stores the answer of the current one under the same key.
    if (entry.revision && entry.revision.current() !== entry.revision.value) return null
    if (entry !== this.newest) {
      this.unlink(entry)
      this.append(entry)
    }
    return entry
  }

  /** A ticket for computing `key`'s answer now, or null while the cache is suspended or disabled. */
  begin(key: string, scope: ResponseScope): CacheTicket | null {
    if (this.suspended || this.settings.maxEntries === 0) return null
    const safeKey = safeKeyOf(scope.chainId, scope.safe)
    return {
      key,
      chainId: scope.chainId,
      safeKey,
      revision: scope.revision,
      epoch: this.epoch,
      safeVersion: this.safeVersions.get(safeKey) ?? 0,
      chainVersion: this.chainVersions.get(scope.chainId) ?? 0,
    }
  }

  /**
   * The answer for `ticket` as it is sent, with its ETag. It is kept only when nothing the ticket depends on changed
   * since it was taken and it fits the byte bound; the least recently used entries make room.
   */
  store(ticket: CacheTicket, body: string | Buffer, contentType: string): CachedResponse {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const response: CachedResponse = { body: bytes, contentType, etag: etagOf(bytes) }
    const size = bytes.byteLength + ticket.key.length
    if (
      this.suspended ||
      ticket.epoch !== this.epoch ||
      ticket.safeVersion !== (this.safeVersions.get(ticket.safeKey) ?? 0) ||
      ticket.chainVersion !== (this.chainVersions.get(ticket.chainId) ?? 0) ||
      size > this.settings.maxBytes
    )
      return response
    const previous = this.entries.get(ticket.key)
    if (previous) this.remove(previous)
    const entry: Entry = { ...ticket, ...response, size, storedAt: this.now(), older: null, newer: null }
    this.entries.set(ticket.key, entry)
    this.append(entry)
    this.bytes += size
    while (this.oldest && (this.entries.size > this.settings.maxEntries || this.bytes > this.settings.maxBytes))
      this.remove(this.oldest)
    return response
  }

  /** The Safe's data changed: its entries, and answers being computed for it, are void. */
  safeChanged(chainId: string, safe: string): void {
    this.bump(this.safeVersions, safeKeyOf(chainId, safe))
  }

  /** Something every Safe of the chain may show changed (token metadata): all of the chain's entries are void. */
  chainChanged(chainId: string): void {
    this.bump(this.chainVersions, chainId)
  }

  /** Drops everything, and voids answers being computed. */
  clear(): void {
    this.entries.clear()
    this.oldest = null
    this.newest = null
    this.safeVersions.clear()
    this.chainVersions.clear()
    this.bytes = 0
    this.epoch++
  }

  /** Changes may go unheard from now on: drop everything and neither serve nor store until `resume`. */
  suspend(): void {
    this.suspended = true
    this.clear()
  }

  /** Changes are heard again: start empty (whatever was computed meanwhile is void) and cache again. */
  resume(): void {
    if (!this.suspended) return
    this.suspended = false
    this.clear()
  }

  private bump(versions: Map<string, number>, key: string): void {
    versions.set(key, (versions.get(key) ?? 0) + 1)
    if (versions.size > MAX_TRACKED_VERSIONS) this.clear()
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return
    this.entries.delete(entry.key)
    this.unlink(entry)
    this.bytes -= entry.size
  }

  private append(entry: Entry): void {
    entry.older = this.newest
    entry.newer = null
    if (this.newest) this.newest.newer = entry
    else this.oldest = entry
    this.newest = entry
  }

  private unlink(entry: Entry): void {
    if (entry.older) entry.older.newer = entry.newer
    else this.oldest = entry.newer
    if (entry.newer) entry.newer.older = entry.older
    else this.newest = entry.older
    entry.older = null
    entry.newer = null
  }
}

function safeKeyOf(chainId: string, safe: string): string {
  return `${chainId}:${safe.toLowerCase()}`
}

/** A strong validator (RFC 9110 §8.8.3): the same bytes always get the same tag, other bytes practically never. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}
