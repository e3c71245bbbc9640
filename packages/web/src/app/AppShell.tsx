import type { ReactNode } from 'react'
import { Link } from '../components/Link'
import { WalletStatus } from '../features/connect'
import { AddressDisplayProvider } from '../features/safes'
import { useLocation } from '../hooks/useLocation'
import { MAIN_NAVIGATION, paths } from './routes'
import './AppShell.css'

/**
 * The frame around every screen: skip link, brand and wallet, the main navigation, and the `<main>` landmark that
 * receives focus after each navigation.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link className="app-header__brand" href={paths.welcome()}>
          Strongroom
        </Link>
        <WalletStatus />
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
        <AddressDisplayProvider>{children}</AddressDisplayProvider>
      </main>
    </>
  )
}
