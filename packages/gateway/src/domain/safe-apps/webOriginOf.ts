/** The `scheme://host[:port]` of an http(s) URL, or null for anything else (garbage, `javascript:`, relative). */
export function webOriginOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
