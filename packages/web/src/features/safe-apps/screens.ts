// The Safe Apps screens, loaded together with the first of them (app/screens.ts): one chunk, so the landing page's
// route table carries one entry for the three rather than a list of their many small chunks.
export { SafeAppPage } from './SafeAppPage'
export { SafeAppsPage } from './SafeAppsPage'
export { SafeAppsSettingsPage } from './SafeAppsSettingsPage'
