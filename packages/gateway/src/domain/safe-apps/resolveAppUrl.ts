/**
 * An app's configured URL as clients see it: absolute URLs unchanged; a path joined to `base` (a web origin or base
 * URL), or left as a path when no base is known (a browser then resolves it against the wallet's own origin).
 */
export function resolveAppUrl(value: string, base: string | null): string {
  if (!value.startsWith('/') || base === null) return value
  return new URL(value.slice(1), base.endsWith('/') ? base : `${base}/`).toString()
}
