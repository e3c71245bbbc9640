/**
 * What two addresses of the same app have in common: origin, path without its trailing slash, and query; the
 * fragment is dropped. The registry writes `https://apps.example/tx-builder/`, a shared link may say
 * `https://apps.example/tx-builder`: both are the same app. Undefined for what is not an absolute URL.
 */
export function safeAppUrlKey(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const path = parsed.pathname.replace(/\/+$/, '')
  return `${parsed.origin}${path}${parsed.search}`
}
