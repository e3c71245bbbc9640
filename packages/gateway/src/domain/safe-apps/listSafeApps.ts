import type { SafeApp } from '@strongroom/protocol'
import type { SafeAppsRegistry } from './safeAppsConfigSchema'
import { toSafeApp } from './toSafeApp'
import { webOriginOf } from './webOriginOf'

/**
 * The Safe Apps of a chain as `GET /v1/chains/{chainId}/safe-apps` lists them (config service semantics,
 * docs/gateway-api.md §4.14):
 * - `clientUrl` (the wallet's origin) hides DOMAIN_ALLOWLIST apps that do not list it; without it nothing is hidden;
 * - `url` keeps the app whose (resolved) URL is exactly that.
 * Relative app URLs resolve against `webBaseUrl`, else the wallet's origin, else the origin of `url`.
 */
export function listSafeApps(
  registry: SafeAppsRegistry,
  { chainId, clientUrl, url }: { chainId: string; clientUrl?: string | undefined; url?: string | undefined },
): SafeApp[] {
  const clientOrigin = webOriginOf(clientUrl)
  const base = registry.webBaseUrl ?? clientOrigin ?? webOriginOf(url)
  return registry.apps
    .filter((app) => app.chainIds.includes(chainId))
    .filter(
      (app) =>
        clientUrl === undefined ||
        app.accessControl.type === 'NO_RESTRICTIONS' ||
        (clientOrigin !== null && app.accessControl.value.includes(clientOrigin)),
    )
    .map((app) => toSafeApp(app, base))
    .filter((app) => url === undefined || app.url === url)
}
