import { z } from 'zod'

/** One singleton ("master copy") the gateway recognises, from `/about/master-copies` (docs/gateway-api.md §4.15). */
export const masterCopySchema = z.object({ address: z.string(), version: z.string() })

export type MasterCopy = z.infer<typeof masterCopySchema>
