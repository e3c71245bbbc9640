import { z } from 'zod'

/** Who may embed a Safe App: anyone, or only the listed wallet origins (config service `exclusive_clients`). */
export const safeAppAccessControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NO_RESTRICTIONS'), value: z.null() }),
  z.object({ type: z.literal('DOMAIN_ALLOWLIST'), value: z.array(z.string()) }),
])

/** `SafeAppData` of `GET /v1/chains/{chainId}/safe-apps` (docs/gateway-api.md §4.14, CGW `safe-apps/entities`). */
export const safeAppSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  iconUrl: z.string(),
  description: z.string(),
  /** Decimal chain ids as strings. */
  chainIds: z.array(z.string()),
  provider: z.object({ url: z.string(), name: z.string() }).nullable(),
  accessControl: safeAppAccessControlSchema,
  tags: z.array(z.string()),
  /** e.g. `BATCHED_TRANSACTIONS`. */
  features: z.array(z.string()),
  developerWebsite: z.string().nullable(),
  socialProfiles: z.array(z.object({ platform: z.string(), url: z.string() })),
})

/** The safe-apps answer: a plain array, not a page. */
export const safeAppsSchema = z.array(safeAppSchema)

export type SafeAppAccessControl = z.infer<typeof safeAppAccessControlSchema>
export type SafeApp = z.infer<typeof safeAppSchema>
