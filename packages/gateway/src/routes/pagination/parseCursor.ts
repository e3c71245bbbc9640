/** Page size when the cursor names none (CGW `PaginationData.DEFAULT_LIMIT`). */
export const DEFAULT_LIMIT = 20
/** Largest page we serve, whatever the cursor asks, so one request cannot pull a whole table. */
export const MAX_LIMIT = 200

/** Which slice of a list a request wants. */
export type PageRequest = { limit: number; offset: number }

/**
 * Reads `cursor`, itself a query string `limit=N&offset=M` (docs/gateway-api.md §1.1). Like CGW `PaginationData.fromCursor`
 * it never fails: a missing, non-numeric or negative value falls back to limit 20 / offset 0; a limit above
 * {@link MAX_LIMIT} is capped. An integer offset is returned as read, however large (`1e21` included): whether it
 * can be served is the caller's decision.
 */
export function parseCursor(cursor: string | undefined): PageRequest {
  const params = new URLSearchParams(cursor ?? '')
  const limit = Number(params.get('limit') ?? Number.NaN)
  const offset = Number(params.get('offset') ?? Number.NaN)
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
  }
}
