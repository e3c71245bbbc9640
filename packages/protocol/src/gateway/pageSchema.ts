import { z } from 'zod'

/**
 * A cursor page `{count?, next, previous, results}` (CGW `page.entity.ts`). `next`/`previous` are absolute URLs whose
 * `cursor` query holds `limit=N&offset=M`; `count` is left out by the multisig, module and incoming-transfer lists.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** A page of `T` as sent on the wire. */
export type Page<T> = {
  count?: number
  next: string | null
  previous: string | null
  results: T[]
}
