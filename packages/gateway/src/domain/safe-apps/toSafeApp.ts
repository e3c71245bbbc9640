import type { SafeApp } from '@strongroom/protocol'
import { resolveAppUrl } from './resolveAppUrl'
import type { SafeAppConfig } from './safeAppsConfigSchema'

/** A registry entry on the wire (docs/gateway-api.md §4.14), its relative URLs resolved against `base`. */
export function toSafeApp(app: SafeAppConfig, base: string | null): SafeApp {
  return {
    id: app.id,
    url: resolveAppUrl(app.url, base),
    name: app.name,
    iconUrl: resolveAppUrl(app.iconUrl, base),
    description: app.description,
    chainIds: app.chainIds,
    provider: app.provider,
    accessControl:
      app.accessControl.type === 'DOMAIN_ALLOWLIST'
        ? { type: 'DOMAIN_ALLOWLIST', value: app.accessControl.value }
        : { type: 'NO_RESTRICTIONS', value: null },
    tags: app.tags,
    features: app.features,
    developerWebsite: app.developerWebsite,
    socialProfiles: app.socialProfiles,
  }
}
