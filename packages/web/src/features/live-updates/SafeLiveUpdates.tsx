import { type ReactNode, useMemo } from 'react'
import type { Address } from 'viem'
import { SafeStreamContext } from '../../hooks/useSafeStreamStatus'
import { useSafeLiveUpdates } from './useSafeLiveUpdates'

/**
 * Opens the live event stream of the Safe `safe` for the screens inside it ({@link useSafeLiveUpdates}) and tells them
 * its status: SafeInfo and balances stop polling while it is live, and {@link LiveUpdatesNotice} shows when it is not.
 */
export function SafeLiveUpdates({ chainId, safe, children }: { chainId: number; safe: Address; children: ReactNode }) {
  const status = useSafeLiveUpdates(chainId, safe)
  const stream = useMemo(() => ({ safe, status }), [safe, status])
  return <SafeStreamContext value={stream}>{children}</SafeStreamContext>
}
