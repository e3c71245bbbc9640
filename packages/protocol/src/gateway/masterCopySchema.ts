import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/** One singleton ("master copy") the gateway recognises, from `/about/master-copies` (docs/gateway-api.md §4.15). */
export const masterCopySchema = z.object({ address: checksumAddressSchema, version: z.string() })

export type MasterCopy = z.infer<typeof masterCopySchema>
