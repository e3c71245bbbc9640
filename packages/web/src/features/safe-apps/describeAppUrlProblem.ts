import { normaliseSafeAppUrl } from './fetchSafeAppManifest'
import { SafeAppManifestError } from './SafeAppManifestError'

/** Why an app at the wallet's own origin is refused. */
export const SAME_ORIGIN_APP =
  'Strongroom does not open apps served from its own web address: such an app could reach this wallet’s own data.'

/**
 * What keeps an app's address from being framed, in a sentence, or undefined when it may be: http(s) only (http only
 * on this computer, as the Content-Security-Policy allows), no password, and never the wallet's own origin — the
 * frame's sandbox keeps `allow-same-origin`, which is safe only for an app on another origin
 * (docs/safe-apps-bridge.md §7).
 */
export function describeAppUrlProblem(url: string, hostOrigin: string): string | undefined {
  try {
    normaliseSafeAppUrl(url)
  } catch (error) {
    return error instanceof SafeAppManifestError ? error.message : 'This is not an app’s web address.'
  }
  if (new URL(url).origin === hostOrigin) return SAME_ORIGIN_APP
  return undefined
}
