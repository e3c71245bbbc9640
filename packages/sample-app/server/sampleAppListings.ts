import { SAMPLE_APP_VARIANTS, type SampleAppVariantName, sampleAppManifest } from '../src/sampleAppManifest'

/** The registry id of each page of the sample app (9.1.0 first: it is the current SDK). */
export const SAMPLE_APP_IDS: Record<SampleAppVariantName, number> = { v9: 1, v8: 2 }

/** A Safe Apps registry entry, in the shape of the gateway's parsed `config/safe-apps.json` (docs/gateway-api.md §4.14). */
export interface SampleAppListing {
  id: number
  url: string
  name: string
  iconUrl: string
  description: string
  chainIds: string[]
  provider: null
  accessControl: { type: 'NO_RESTRICTIONS' }
  tags: string[]
  features: 'BATCHED_TRANSACTIONS'[]
  developerWebsite: null
  socialProfiles: []
}

/** The registry entries of the sample app served at `baseUrl` (one per SDK release), on `chainIds`. */
export function sampleAppListings(baseUrl: string, chainIds: readonly string[]): SampleAppListing[] {
  return (Object.keys(SAMPLE_APP_VARIANTS) as SampleAppVariantName[])
    .sort((a, b) => SAMPLE_APP_IDS[a] - SAMPLE_APP_IDS[b])
    .map((variant) => {
      const manifest = sampleAppManifest(variant)
      const url = new URL(`/${variant}/`, baseUrl).href
      return {
        id: SAMPLE_APP_IDS[variant],
        url,
        name: manifest.name,
        iconUrl: new URL(manifest.iconPath, url).href,
        description: manifest.description,
        chainIds: [...chainIds],
        provider: null,
        accessControl: { type: 'NO_RESTRICTIONS' },
        tags: ['Example', 'Developer tools'],
        features: ['BATCHED_TRANSACTIONS'],
        developerWebsite: null,
        socialProfiles: [],
      }
    })
}

/** `registry` with the sample app's entries added, in place of any entry of the same id (a registry of one's own). */
export function withSampleAppListings<Registry extends { apps: readonly { id: number }[] }>(
  registry: Registry,
  listings: readonly SampleAppListing[],
): Omit<Registry, 'apps'> & { apps: (Registry['apps'][number] | SampleAppListing)[] } {
  const ids = new Set(listings.map((listing) => listing.id))
  return { ...registry, apps: [...listings, ...registry.apps.filter((app) => !ids.has(app.id))] }
}
