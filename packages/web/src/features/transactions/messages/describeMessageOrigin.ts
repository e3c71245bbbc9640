/** The longest app name shown; the rest is cut (a name comes from the app itself and could be a page long). */
const MAX_NAME_LENGTH = 80

/**
 * Where an off-chain message came from, from its stored `origin`, the JSON `{"url","name"}` a Safe App request writes
 * (docs/safe-apps-bridge.md §5.1): "Name (https://app.origin)". The origin of the URL is shown because the name is
 * the app's own claim. Undefined for anything else (no origin, not that JSON, a URL that does not parse).
 */
export function describeMessageOrigin(origin: string | null): string | undefined {
  if (!origin) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(origin)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { name, url } = parsed as { name?: unknown; url?: unknown }
  const label =
    typeof name === 'string' && name.trim() !== ''
      ? name.trim().length > MAX_NAME_LENGTH
        ? `${name.trim().slice(0, MAX_NAME_LENGTH)}…`
        : name.trim()
      : undefined
  let host: string | undefined
  if (typeof url === 'string') {
    try {
      const parsedUrl = new URL(url)
      if (parsedUrl.protocol === 'https:' || parsedUrl.protocol === 'http:') host = parsedUrl.origin
    } catch {
      host = undefined
    }
  }
  if (label && host) return `${label} (${host})`
  return label ?? host
}
