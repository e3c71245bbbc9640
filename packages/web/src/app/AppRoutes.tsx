import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { Banner } from '../components/Banner'
import { Button } from '../components/Button'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { SafeLayout } from '../features/safes'
import { useLocation } from '../hooks/useLocation'
import { NotFoundPage } from './NotFoundPage'
import { APP_ROUTES, matchRoute, type RouteMatch, SAFE_ROUTES, type SafeScreenProps } from './routes'

function renderRoute(match: RouteMatch): ReactNode {
  switch (match.kind) {
    case 'app': {
      const Screen = APP_ROUTES[match.name].screen
      return <Screen />
    }
    case 'safe': {
      const route = SAFE_ROUTES[match.name]
      const Screen = route.screen as ComponentType<SafeScreenProps<unknown>>
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
 * The screen for the current URL, from the route table (`routes.ts`). Each screen is contained: a render error or a
 * screen whose code fails to load shows a retry in place of that screen only. After a navigation, focus moves to
 * `<main>` so keyboard and screen reader users start at the new content.
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
  return (
    <ErrorBoundary
      key={screenKey}
      fallback={(retry) => (
        <Banner tone="danger" title="This screen could not be shown.">
          <p>Its code may have failed to download. Check the connection and try again.</p>
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        </Banner>
      )}
    >
      <Suspense
        fallback={
          <p className="query-state" role="status">
            Loading…
          </p>
        }
      >
        {renderRoute(match)}
      </Suspense>
    </ErrorBoundary>
  )
}
