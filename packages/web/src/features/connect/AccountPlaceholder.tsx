import './walletShell.css'

/**
 * Holds the account button's place while a returning visitor's wallet is restored (before the wallet stack has loaded,
 * and while wagmi reconnects), so neither a Connect button nor an empty header flashes before the account appears
 * (docs/landing-page.md).
 */
export function AccountPlaceholder() {
  return <span className="account-placeholder" role="status" aria-label="Loading your account" />
}
