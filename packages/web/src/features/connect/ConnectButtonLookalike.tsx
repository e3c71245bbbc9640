import type { ButtonHTMLAttributes } from 'react'
import './walletShell.css'

/**
 * Looks like RainbowKit's "Connect Wallet" button, without RainbowKit: the landing page shows it until the wallet
 * stack has loaded (docs/landing-page.md). It carries RainbowKit's test id so journeys click it the same way. `busy`:
 * clicked before the stack arrived; the modal opens as soon as it has.
 */
export function ConnectButtonLookalike({ busy, ...rest }: { busy: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <div className="wallet-status">
      <div className="wallet-status__row">
        <button
          type="button"
          className="connect-lookalike"
          data-testid="rk-connect-button"
          aria-busy={busy || undefined}
          {...rest}
        >
          {busy ? 'Connecting…' : 'Connect Wallet'}
        </button>
      </div>
    </div>
  )
}
