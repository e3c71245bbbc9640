/**
 * Reads a `Cookie` request header (RFC 6265 §5.4: `name=value` pairs joined by `; `) into a map. Lenient like
 * browsers and the `cookie` package: pairs without `=` or a name are skipped, surrounding spaces and double quotes are
 * dropped, %-escapes are decoded when valid. The first pair wins for a repeated name: browsers list the cookie with
 * the most specific path first.
 *
 * Hand-written because `@fastify/cookie` is not a dependency of the gateway.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (!header) return cookies
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 0) continue
    const name = pair.slice(0, equals).trim()
    if (!name || cookies.has(name)) continue
    let value = pair.slice(equals + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    cookies.set(name, decode(value))
  }
  return cookies
}

function decode(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
