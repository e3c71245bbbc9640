import { APP_ROUTES, type AppRouteName } from './appRoutes'
import { SAFE_ROUTES, type SafeRef, type SafeRouteName, type SafeRouteSpec } from './safeRoutes'

/** A URL read back: which screen, with what. */
export type RouteMatch =
  | { kind: 'app'; name: AppRouteName }
  | {
      kind: 'safe'
      name: SafeRouteName
      /** The Safe as the URL writes it, not yet checked (SafeLayout checks the prefix and the checksum). */
      safe: SafeRef
      /** The parsed search parameters, or undefined when they fail the route's schema. */
      search: unknown
    }
  | { kind: 'not-found' }

const SAFE_SLUG = /^([a-z0-9-]{1,40}):(.+)$/i

/**
 * The screen of a URL (`pathname` and `search`). A trailing slash is ignored and percent-escapes are decoded
 * (`%3A` for the colon). A first segment `<shortName>:<anything>` is a Safe link, even with a malformed address, so
 * the Safe frame can say what is wrong with it rather than "page not found".
 */
export function matchRoute(pathname: string, search = ''): RouteMatch {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return { kind: 'not-found' }
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  for (const name of Object.keys(APP_ROUTES) as AppRouteName[])
    if (APP_ROUTES[name] === path) return { kind: 'app', name }

  const [, slug = '', ...rest] = path.split('/')
  const slugMatch = SAFE_SLUG.exec(slug)
  if (!slugMatch) return { kind: 'not-found' }
  const tail = rest.join('/')
  const name = (Object.keys(SAFE_ROUTES) as SafeRouteName[]).find((key) => SAFE_ROUTES[key].path === tail)
  if (!name) return { kind: 'not-found' }
  const safe = { prefix: slugMatch[1]!.toLowerCase(), address: slugMatch[2]! }
  const schema = (SAFE_ROUTES[name] as SafeRouteSpec<unknown>).search
  let parsed: unknown = {}
  if (schema) {
    const result = schema.safeParse(Object.fromEntries(new URLSearchParams(search)))
    parsed = result.success ? result.data : undefined
  }
  return { kind: 'safe', name, safe, search: parsed }
}
