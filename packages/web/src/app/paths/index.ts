// The app's paths: the leaf every screen imports for its links (docs/web-data-flow.md §4). It knows every path, search
// schema and section, and imports no feature and no screen; app/screens.ts says which code draws each route. The
// landing page's light shell imports ./appRoutes alone, which carries no viem.
export { APP_ROUTES, type AppRouteName, MAIN_NAVIGATION } from './appRoutes'
export { matchRoute, type RouteMatch } from './matchRoute'
export { paths } from './paths'
export {
  type NewTransactionSearch,
  type PlainSafeRouteName,
  SAFE_ROUTES,
  SAFE_SECTIONS,
  type SafeRef,
  type SafeRouteName,
  type SafeRouteSpec,
  type SafeScreenProps,
  type SafeSection,
  type SearchOf,
  sectionRoute,
  sectionTabs,
} from './safeRoutes'
