import { type SafeAppsRegistry, safeAppsConfigSchema } from '../domain/safe-apps/safeAppsConfigSchema'

/**
 * A registry with one app given as a path from the web app's origin, resolved per request (docs/gateway-api.md §4.14):
 * the shipped registry lists no app, so tests of app listings and of app origins serve this one.
 */
export const testSafeAppsRegistry: SafeAppsRegistry = safeAppsConfigSchema.parse({
  webBaseUrl: null,
  apps: [
    {
      id: 1,
      url: '/apps/sample/',
      name: 'Strongroom Sample App',
      iconUrl: '/apps/sample/icon.svg',
      description: 'A sample app.',
      chainIds: ['1337'],
      provider: null,
      accessControl: { type: 'NO_RESTRICTIONS' },
      tags: ['Example'],
      features: ['BATCHED_TRANSACTIONS'],
      developerWebsite: null,
      socialProfiles: [],
    },
  ],
})
