import { useEffect, useState } from 'react'
import { useAccount } from 'wagmi'
import { storedWalletConnectionAtPageLoad } from './readStoredWalletConnection'

/** How long a remembered connection may take to come back before the Connect button shows after all. */
export const RESTORE_TIMEOUT_MS = 4_000

// Once per page: after the first restore has settled, a remount (a new RPC URL) shows wagmi's state as it is.
let settled = false

/**
 * Whether a connection this browser remembered when the page loaded is still being restored. wagmi starts
 * "connecting" and its injected and EIP-6963 wallets answer only after a moment, so RainbowKit would show "Connect
 * Wallet" to a visitor whose account is about to appear (docs/landing-page.md). True until the account is connected,
 * or for at most {@link RESTORE_TIMEOUT_MS} (the wallet may be gone).
 */
export function useRestoringWallet(): boolean {
  const { status } = useAccount()
  const [restoring, setRestoring] = useState(() => !settled && storedWalletConnectionAtPageLoad() === 'connected')
  useEffect(() => {
    if (!restoring) return
    const settle = () => {
      settled = true
      setRestoring(false)
    }
    if (status === 'connected') return settle()
    const timer = setTimeout(settle, RESTORE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [restoring, status])
  return restoring
}
