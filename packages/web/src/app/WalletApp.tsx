import { useEffect } from 'react'
import { Toaster } from '../components/Toast'
import { ConnectModalOpener } from '../features/connect'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './AppRoutes'
import { AppShell } from './AppShell'

/** Props of {@link WalletApp}: what the visitor did on the light landing page before it arrived. */
export interface WalletAppProps {
  config: RuntimeConfig
  /** The visitor clicked Connect: open the modal as soon as it can. */
  openConnectModal: boolean
  /** The look-alike Connect button had the keyboard focus: give it to the real one. */
  focusConnectButton: boolean
}

/**
 * The application with its wallet stack: providers, the shell with RainbowKit's button, and the screen of the URL.
 * Loaded by `import()` (loadWalletApp.ts), never statically: the landing page draws without it.
 */
export function WalletApp({ config, openConnectModal, focusConnectButton }: WalletAppProps) {
  useEffect(() => {
    if (!focusConnectButton) return
    // RainbowKit draws its button once it has mounted: look for it over the next few frames.
    let frame = 0
    let attempts = 0
    const focus = () => {
      const button = document.querySelector<HTMLElement>('[data-testid="rk-connect-button"]')
      if (button) button.focus()
      else if (++attempts < 30) frame = requestAnimationFrame(focus)
    }
    focus()
    return () => cancelAnimationFrame(frame)
  }, [focusConnectButton])
  return (
    <AppProviders config={config}>
      <ConnectModalOpener open={openConnectModal} />
      <AppShell>
        <AppRoutes />
      </AppShell>
      <Toaster />
    </AppProviders>
  )
}
