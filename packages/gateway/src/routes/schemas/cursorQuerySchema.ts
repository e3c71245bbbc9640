import { z } from 'zod'
import { type PageRequest, parseCursor } from '../pagination/parseCursor'

/**
 * `cursor=limit=N&offset=M`. An unreadable cursor means the first page of 20 (docs/gateway-api.md §1.1); an offset beyond
 * 2^53 - 1 is refused: no list is that long, and neither JS nor Postgres' bigint OFFSET can hold every such number.
 */
export const cursorQuerySchema = z
  .string()
  .optional()
  .transform((cursor): PageRequest => parseCursor(cursor))
  .refine((page) => Number.isSafeInteger(page.offset), `offset must not exceed ${Number.MAX_SAFE_INTEGER} (2^53 - 1)`)
