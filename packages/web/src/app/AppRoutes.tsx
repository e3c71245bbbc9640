import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { Banner } from '../components/Banner'
import { Button } from '../components/Button'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { AssetsPage, NftsPage, ReceivePage } from '../features/assets'
import { DashboardPage } from '../features/dashboard'
import { AddSafePage, CreateSafePage, SafeLayout, WelcomePage } from '../features/safes'
import { usePathname } from '../hooks/usePathname'
import { NotFoundPage } from './NotFoundPage'
import { type AppRoute, parseRoute } from './parseRoute'

// The other screens are features of their own; they load with their route.
const SettingsPage = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsPage })))
const AddressBookPage = lazy(() => import('../features/address-book').then((m) => ({ default: m.AddressBookPage })))

function renderRoute(route: AppRoute): ReactNode {
  switch (route.name) {
    case 'welcome':
      return <WelcomePage />
    case 'new-safe':
      return <CreateSafePage />
    case 'add-safe':
      return <AddSafePage />
    case 'settings':
      return <SettingsPage />
    case 'address-book':
      return <AddressBookPage />
    case 'safe': {
      const props = { address: route.address, prefix: route.prefix }
      return (
        <SafeLayout {...props} section={route.section}>
          {route.section === 'dashboard' && <DashboardPage {...props} />}
          {route.section === 'assets' && <AssetsPage address={route.address} />}
          {route.section === 'nfts' && <NftsPage address={route.address} />}
          {route.section === 'receive' && <ReceivePage address={route.address} />}
        </SafeLayout>
      )
    }
    case 'not-found':
      return <NotFoundPage />
  }
}

/**
 * The screen for the current URL. Each screen is contained: a render error or a screen whose code fails to load
 * shows a retry in place of that screen only. After a navigation, focus moves to `<main>` so keyboard and screen
 * reader users start at the new content.
 */
export function AppRoutes() {
  const pathname = usePathname()
  const route = parseRoute(pathname)
  const previous = useRef(pathname)
  useEffect(() => {
    // Not on the first render: a fresh page load keeps the browser's own focus handling.
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo?.(0, 0)
    document.getElementById('main')?.focus()
  }, [pathname])

  // One Safe keeps its frame across its sections; any other change of path starts the screen afresh.
  const screenKey = route.name === 'safe' ? `safe:${route.address}` : pathname
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
        {renderRoute(route)}
      </Suspense>
    </ErrorBoundary>
  )
}
