import { type ComponentType, lazy, type ReactNode, useEffect, useRef } from 'react'
import { Banner } from '../components/Banner'
import { useLocation } from '../hooks/useLocation'
import { NotFoundPage } from './NotFoundPage'
import { matchRoute, type RouteMatch, SAFE_ROUTES, type SafeScreenProps } from './paths'
import { ScreenBoundary } from './ScreenBoundary'
import { APP_SCREENS, SAFE_SCREENS } from './screens'

/** The frame of one Safe's screens loads with the first of them. */
const SafeLayout = lazy(() => import('./SafeFrame/SafeLayout').then((m) => ({ default: m.SafeLayout })))

function renderRoute(match: RouteMatch): ReactNode {
  switch (match.kind) {
    case 'app': {
      const Screen = APP_SCREENS[match.name]
      return <Screen />
    }
    case 'safe': {
      const route = SAFE_ROUTES[match.name]
      const Screen = SAFE_SCREENS[match.name] as ComponentType<SafeScreenProps<unknown>>
      return (
        <SafeLayout safe={match.safe} route={match.name}>
          {(safe) =>
            match.search === undefined ? (
              <Banner tone="danger" title="This link is incomplete." testId="route-search-problem">
                <p>{'searchProblem' in route ? route.searchProblem : 'Its parameters are not valid.'}</p>
              </Banner>
            ) : (
              <Screen address={safe.address} prefix={safe.prefix} search={match.search} />
            )
          }
        </SafeLayout>
      )
    }
    case 'not-found':
      return <NotFoundPage />
  }
}

/**
 * The screen for the current URL: its route from `paths/`, its code from `screens.ts`. Each screen is contained
 * (`ScreenBoundary`): a render error or a screen whose code fails to load shows a retry in place of that screen only.
 * After a navigation, focus moves to `<main>` so keyboard and screen reader users start at the new content.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation()
  const match = matchRoute(pathname, search)
  const previous = useRef(pathname)
  useEffect(() => {
    // Not on the first render: a fresh page load keeps the browser's own focus handling.
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo?.(0, 0)
    document.getElementById('main')?.focus()
  }, [pathname])

  // One Safe keeps its frame across its screens; any other change of path starts the screen afresh.
  const screenKey = match.kind === 'safe' ? `safe:${match.safe.prefix}:${match.safe.address.toLowerCase()}` : pathname
  return <ScreenBoundary screenKey={screenKey}>{renderRoute(match)}</ScreenBoundary>
}
