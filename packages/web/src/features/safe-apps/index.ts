// The Safe Apps feature's public face: its three screens (the app list, one open app, the Safe Apps settings). The
// screen table (app/screens.ts) loads them together with the first of them, one chunk for the three rather than many
// small ones; no other feature needs anything of it.
export { SafeAppPage } from './SafeAppPage'
export { SafeAppsPage } from './SafeAppsPage'
export { SafeAppsSettingsPage } from './SafeAppsSettingsPage'
