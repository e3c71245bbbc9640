import type { PageRequest } from './parseCursor'

/** `next`/`previous` of a page. */
export type PageLinks = { next: string | null; previous: string | null }

/** `url` with its `cursor` query set to `limit=N&offset=M` (URL-encoded, as CGW `setCursor` writes it). */
export function cursorUrl(url: URL, page: PageRequest): string {
  const copy = new URL(url)
  copy.searchParams.set('cursor', `limit=${page.limit}&offset=${page.offset}`)
  return copy.toString()
}

/**
 * Absolute links around `page` of a list of `total` items (docs/gateway-api.md §1.1). `next` exists iff items remain after
 * this page; `previous` is null on the first page and otherwise points `limit` items back, clamped at 0. Every other
 * query parameter of `url` is kept. The computed style (history, queue) and the proxy style (a DRF upstream's
 * `limit`/`offset` rewritten as a cursor) give the same links here, because we are our own upstream.
 */
export function buildPageLinks(url: URL, page: PageRequest, total: number): PageLinks {
  const { limit, offset } = page
  return {
    next: offset + limit < total ? cursorUrl(url, { limit, offset: offset + limit }) : null,
    previous: offset > 0 ? cursorUrl(url, { limit, offset: Math.max(offset - limit, 0) }) : null,
  }
}
