import { z } from 'zod'

/** The Safe App a transaction came from, matched by the URL in its `origin` (docs/gateway-api.md §5.1). */
export const safeAppInfoSchema = z.object({ name: z.string(), url: z.string(), logoUri: z.string().nullable() })

export type SafeAppInfo = z.infer<typeof safeAppInfoSchema>
