import { z } from 'zod'

/** An absolute http(s) URL, or a path from the web app's origin (`/apps/sample/`) resolved per request. */
const appUrlSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//')
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be an http(s) URL or a path starting with a single /')

const originSchema = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin)

const chainIdSchema = z
  .union([z.string().regex(/^[1-9]\d*$/), z.number().int().positive()])
  .transform((value) => String(value))

/** One Safe App as the operator lists it (config service `SafeApp` with its provider, tags, features, socials). */
export const safeAppConfigSchema = z.object({
  id: z.number().int().nonnegative(),
  url: appUrlSchema,
  name: z.string().min(1).max(200),
  iconUrl: appUrlSchema,
  description: z.string().max(2000).default(''),
  chainIds: z.array(chainIdSchema).min(1),
  provider: z
    .object({ url: z.url(), name: z.string().min(1) })
    .nullable()
    .default(null),
  /** DOMAIN_ALLOWLIST: only wallets served from these origins list the app (matched against `client_url`). */
  accessControl: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('NO_RESTRICTIONS') }),
      z.object({ type: z.literal('DOMAIN_ALLOWLIST'), value: z.array(originSchema).min(1) }),
    ])
    .default({ type: 'NO_RESTRICTIONS' }),
  tags: z.array(z.string().min(1)).default([]),
  features: z.array(z.enum(['BATCHED_TRANSACTIONS'])).default([]),
  developerWebsite: z.url().nullable().default(null),
  socialProfiles: z
    .array(z.object({ platform: z.enum(['TWITTER', 'GITHUB', 'DISCORD', 'TELEGRAM']), url: z.url() }))
    .default([]),
})

/**
 * The Safe Apps registry file (`config/safe-apps.json`). Relative `url`/`iconUrl` paths are resolved against
 * `webBaseUrl` when set, otherwise against the web origin of each request (`client_url`, or the origin of the URL being
 * looked up), so the product's own apps work wherever the web app is hosted.
 */
export const safeAppsConfigSchema = z
  .object({
    webBaseUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .default(null),
    apps: z.array(safeAppConfigSchema),
  })
  .refine(({ apps }) => new Set(apps.map((app) => app.id)).size === apps.length, 'app ids must be unique')

export type SafeAppConfig = z.output<typeof safeAppConfigSchema>
/** A parsed registry: what every Safe Apps lookup runs against. */
export type SafeAppsRegistry = z.output<typeof safeAppsConfigSchema>
