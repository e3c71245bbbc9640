import { z } from 'zod'
import { type PageRequest, parseCursor } from '../pagination/parseCursor'

/** `cursor=limit=N&offset=M`; never fails (a bad cursor means the first page of 20, gateway-api.md §1.1). */
export const cursorQuerySchema = z
  .string()
  .optional()
  .transform((cursor): PageRequest => parseCursor(cursor))
