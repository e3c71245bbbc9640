import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { AccountPlaceholder } from '../features/connect/AccountPlaceholder'
import { ConnectButtonLookalike } from '../features/connect/ConnectButtonLookalike'
import { storedWalletConnectionAtPageLoad } from '../features/connect/readStoredWalletConnection'
import { WelcomeContent } from '../features/safes/WelcomeContent'
import { useLocation } from '../hooks/useLocation'
import { RuntimeConfigContext } from '../hooks/useRuntimeConfig'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { useDocumentTheme } from '../theme/useDocumentTheme'
import { AppFrame } from './AppFrame'
import { loadWalletApp } from './loadWalletApp'
import { APP_ROUTES } from './paths/appRoutes'
import type { WalletApp } from './WalletApp'
import { whenIdleAfterLoad } from './whenIdleAfterLoad'

// Light on purpose: nothing here imports wagmi, RainbowKit or TanStack Query (docs/landing-page.md): a module shared
// with the wallet stack would carry all of it into the landing chunk.
// Modules are imported by file, not through feature index files, which would bring the wallet stack along; the paths
// likewise from paths/appRoutes, which carries no viem.

const LANDING_PATH = APP_ROUTES.welcome

/**
 * The application once the runtime configuration is known. A first visit to the landing page draws a light shell
 * (the frame, a look-alike Connect button, the welcome text) and loads the wallet stack when the browser is idle
 * after the load event, or at once when the visitor points at, focuses or touches the button; a click before it has
 * arrived shows "Connecting…" and opens the modal when it has. Any other screen, and a visitor whose wallet is
 * remembered, gets the stack at once; when that wallet is still connected, the header holds the account's place
 * instead of showing Connect.
 */
export function App({ config }: { config: RuntimeConfig }) {
  const { pathname } = useLocation()
  useDocumentTheme()
  const [walletApp, setWalletApp] = useState<{ Component: typeof WalletApp; pressed: boolean }>()
  const stored = storedWalletConnectionAtPageLoad()
  const [clicked, setClicked] = useState(false)
  const [failed, setFailed] = useState(false)
  const focused = useRef(false)
  // The pointer is down on the look-alike. When the stack arrives between press and release, the release lands on
  // RainbowKit's button and the browser fires no click on either: the press is taken as the click.
  const pressed = useRef(false)
  const eager = stored !== 'none' || pathname !== LANDING_PATH

  const load = useCallback(() => {
    setFailed(false)
    loadWalletApp().then(
      (Component) => setWalletApp({ Component, pressed: pressed.current }),
      (error: unknown) => {
        console.warn('Strongroom could not load the wallet code:', error)
        setClicked(false)
        setFailed(true)
      },
    )
  }, [])

  useEffect(() => {
    if (walletApp) return
    if (eager) load()
    else return whenIdleAfterLoad(load)
  }, [eager, load, walletApp])

  let content: ReactNode
  if (walletApp) {
    content = (
      <walletApp.Component
        config={config}
        openConnectModal={clicked || walletApp.pressed}
        focusConnectButton={focused.current}
      />
    )
  } else {
    const connect = () => {
      setClicked(true)
      load()
    }
    const wallet =
      stored === 'connected' ? (
        <div className="wallet-status">
          <div className="wallet-status__row">
            <AccountPlaceholder />
          </div>
        </div>
      ) : (
        <ConnectButtonLookalike
          busy={clicked}
          onPointerEnter={load}
          onPointerDown={() => {
            pressed.current = true
            load()
          }}
          onPointerUp={() => {
            pressed.current = false
          }}
          onPointerLeave={() => {
            pressed.current = false
          }}
          onPointerCancel={() => {
            pressed.current = false
          }}
          onTouchStart={load}
          onFocus={() => {
            focused.current = true
            load()
          }}
          onBlur={() => {
            focused.current = false
          }}
          onClick={connect}
        />
      )
    content = (
      <AppFrame wallet={wallet}>
        {pathname === LANDING_PATH ? (
          <WelcomeContent
            chainName={config.chainName}
            connection={stored === 'connected' ? 'unknown' : 'disconnected'}
            onConnect={connect}
            newSafeHref={APP_ROUTES.newSafe}
            addSafeHref={APP_ROUTES.addSafe}
          />
        ) : (
          <p className="query-state" role="status">
            Loading…
          </p>
        )}
        {failed && (
          <p className="query-state" role="alert">
            The wallet code could not be downloaded. Check the connection and try again.
          </p>
        )}
      </AppFrame>
    )
  }
  return <RuntimeConfigContext.Provider value={config}>{content}</RuntimeConfigContext.Provider>
}
