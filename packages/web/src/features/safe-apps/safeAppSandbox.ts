/**
 * The iframe `sandbox` of a Safe App (docs/safe-apps-bridge.md §4): scripts, forms and popups (an app opens its docs
 * or a wallet link in a new tab), and same-origin only because the app is on another origin than the host, so it
 * keeps its own storage without reaching ours. No top navigation, no downloads, no modals that block the host.
 */
export const SAFE_APP_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'

/** Browser features an app may ask for in its manifest; the iframe's `allow` lists only those the user granted. */
export const SAFE_APP_BROWSER_FEATURES = [
  'camera',
  'microphone',
  'clipboard-read',
  'clipboard-write',
  'fullscreen',
] as const

/** One browser feature an app may be granted. */
export type SafeAppBrowserFeature = (typeof SAFE_APP_BROWSER_FEATURES)[number]

/** The iframe `allow` attribute for the granted features: none granted, nothing allowed. */
export function safeAppAllowAttribute(granted: readonly SafeAppBrowserFeature[]): string {
  return SAFE_APP_BROWSER_FEATURES.filter((feature) => granted.includes(feature)).join('; ')
}
