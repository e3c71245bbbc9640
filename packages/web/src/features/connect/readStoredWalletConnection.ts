import { browserStorage } from '../../lib/browserStorage'
/** What this browser remembers of a wallet: a live connection, only a recently used wallet, or nothing. */
export type StoredWalletConnection = 'connected' | 'recent' | 'none'

/**
 * Reads wagmi's storage: a current connection in `wagmi.store` (`connected`: wagmi will restore it on load), else a
 * `wagmi.recentConnectorId` (`recent`: kept after a disconnect too, so it says nothing about the account), else
 * `none`. Unreadable storage counts as `none`. The landing page loads the wallet stack at once unless `none`, and
 * holds the account's place instead of showing Connect when `connected` (docs/landing-page.md).
 */
export function readStoredWalletConnection(storage: Pick<Storage, 'getItem'> | undefined): StoredWalletConnection {
  try {
    const raw = storage?.getItem('wagmi.store')
    const stored: unknown = raw ? JSON.parse(raw) : undefined
    const state = typeof stored === 'object' && stored !== null ? (stored as { state?: unknown }).state : undefined
    if (typeof state === 'object' && state !== null && (state as { current?: unknown }).current) return 'connected'
    return storage?.getItem('wagmi.recentConnectorId') ? 'recent' : 'none'
  } catch {
    return 'none'
  }
}

let atPageLoad: StoredWalletConnection | undefined

/**
 * {@link readStoredWalletConnection} as it was when the page loaded, read once: as soon as wagmi starts it rewrites its
 * storage (the connection reads as gone until it is restored), so only the first read tells a returning visitor.
 */
export function storedWalletConnectionAtPageLoad(): StoredWalletConnection {
  atPageLoad ??= readStoredWalletConnection(browserStorage())
  return atPageLoad
}
