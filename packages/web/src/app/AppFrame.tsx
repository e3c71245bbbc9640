import type { ReactNode } from 'react'
import { Link } from '../components/Link'
import { useLocation } from '../hooks/useLocation'
import './AppShell.css'
import { APP_ROUTES, MAIN_NAVIGATION } from './paths/appRoutes'

/**
 * The frame around every screen: skip link, brand and the `wallet` slot, the main navigation, and the `<main>`
 * landmark that receives focus after each navigation. Free of wallet code, so the landing page can draw it before the
 * wallet stack has loaded (docs/landing-page.md).
 */
export function AppFrame({ wallet, children }: { wallet: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link className="app-header__brand" href={APP_ROUTES.welcome}>
          Strongroom
        </Link>
        {wallet}
      </header>
      {/* After the header in the DOM so the wallet button stays the first stop after the brand. */}
      <nav className="app-nav" aria-label="Main">
        <ul>
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.href}>
              <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
