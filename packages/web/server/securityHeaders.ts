import type { RuntimeConfig } from '../src/lib/parseRuntimeConfig'

/** Where the page was asked for, as far as the policy cares. */
export interface SecurityHeadersOptions {
  /**
   * The request's Host is a loopback address (localhost, 127.0.0.0/8, [::1]): local development, where Safe Apps
   * may run on plain http next to the app.
   */
  loopback: boolean
}

// CSP host sources cannot name an IPv6 literal (Chromium ignores 'http://[::1]:*'), so [::1] is not among them.
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*']
const LOOPBACK_WS = ['ws://127.0.0.1:*', 'ws://localhost:*']

// Features the app never uses, denied to the page and to every frame it hosts. Only names Chromium knows: an
// unknown one makes it log an error on every page load. Clipboard stays allowed (copy buttons, Safe Apps).
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** `scheme://host[:port]` of an absolute URL, as a CSP source expression. */
function originOf(url: string): string {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

/**
 * Whether a Host header names a loopback interface. A client can send any Host, but it only changes the policy of
 * the page that client receives.
 */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false
  let hostname: string
  try {
    hostname = new URL(`http://${hostHeader}`).hostname
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The response headers that lock the web app down (docs/web-security.md): a Content-Security-Policy that admits only
 * the app's own scripts and styles, no framing, no referrer, no unused browser features.
 *
 * connect-src cannot be narrower than "any https/wss origin plus loopback": the user may point the app at their own
 * node in Settings → Network, and that URL lives in the browser's localStorage, where a policy fixed when the page is
 * served cannot see it; WalletConnect and Coinbase talk to several of their own hosts that change between SDK
 * releases. The deployment's gateway and every chain's RPC are listed explicitly so a plain-http deployment on a LAN host still
 * works. What stops injected code is script-src, which admits nothing but the app's own files.
 */
export function securityHeaders(config: RuntimeConfig, options: SecurityHeadersOptions): Record<string, string> {
  const deployment = [
    ...new Set([originOf(config.gatewayUrl), ...config.chains.map((chain) => originOf(chain.rpcUrl))]),
  ]
  const policy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // RainbowKit's theme goes in through the CSSOM (src/features/connect/RainbowKitThemeRoot.tsx), never in a
    // <style> element, so no inline style is needed.
    'style-src': ["'self'"],
    // Wallet icons and identicons are data: URLs, QR codes SVG; token logos, ENS avatars and Safe App icons come from
    // anywhere, a Safe App's icon from plain http next to the app during local development (as frame-src).
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https:',
      originOf(config.gatewayUrl),
      ...(options.loopback ? LOOPBACK_HTTP : []),
    ],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...deployment, 'https:', 'wss:', ...LOOPBACK_HTTP, ...LOOPBACK_WS],
    // Safe Apps are https pages on any origin: the registry's and the custom apps users add at run time, which a
    // policy fixed when the page is served cannot know (docs/web-security.md). During local development they run on
    // plain http next to the app. The host refuses, in its own code, to frame the wallet's own origin.
    'frame-src': ['https:', ...(options.loopback ? LOOPBACK_HTTP : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const csp = Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
  return {
    'content-security-policy': csp,
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  }
}
