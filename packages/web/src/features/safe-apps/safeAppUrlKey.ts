/**
 * What two addresses of the same app have in common: origin, and path without its trailing slash; query and
 * fragment are dropped. The registry writes `https://apps.example/tx-builder/`, a shared link may say
 * `https://apps.example/tx-builder` or carry the app's own state (`?tab=history`): all are the same app. Undefined for
 * what is not an absolute URL.
 */
export function safeAppUrlKey(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const path = parsed.pathname.replace(/\/+$/, '')
  return `${parsed.origin}${path}`
}
