import type { SafeAppInfo } from '@strongroom/protocol'
import { z } from 'zod'
import { resolveAppUrl } from './resolveAppUrl'
import type { SafeAppsRegistry } from './safeAppsConfigSchema'
import { webOriginOf } from './webOriginOf'

/** By convention clients store `{"url": …, "name": …}` of the Safe App as a transaction's or message's `origin`. */
const originSchema = z.object({ url: z.string() })

function parseOriginUrl(origin: string): string | null {
  try {
    const parsed = originSchema.safeParse(JSON.parse(origin))
    return parsed.success ? parsed.data.url : null
  } catch {
    return null
  }
}

/**
 * `safeAppInfo` of a transaction (docs/gateway-api.md §5.1, CGW `safe-app-info.mapper.ts`): the registry app of that chain
 * whose URL equals the `url` in the JSON `origin`, or null (no origin, not JSON, no such app). A relative app URL is
 * resolved against `webBaseUrl`, else against the origin's own web origin. CGW also rewrites ipfs.io links to
 * cloudflare-ipfs.com; that gateway was retired in 2024, so URLs are returned as configured.
 */
export function findSafeAppByOrigin(
  registry: SafeAppsRegistry,
  chainId: string,
  origin: string | null | undefined,
): SafeAppInfo | null {
  if (!origin) return null
  const url = parseOriginUrl(origin)
  if (url === null) return null
  const base = registry.webBaseUrl ?? webOriginOf(url)
  const app = registry.apps.find((candidate) => {
    return candidate.chainIds.includes(chainId) && resolveAppUrl(candidate.url, base) === url
  })
  if (!app) return null
  return { name: app.name, url: resolveAppUrl(app.url, base), logoUri: resolveAppUrl(app.iconUrl, base) }
}
