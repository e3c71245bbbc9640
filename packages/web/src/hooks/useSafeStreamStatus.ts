import { createContext, useContext } from 'react'
import type { Address } from 'viem'

/**
 * The gateway's live event stream of one Safe, as features/live-updates sees it: `connecting` until the stream has
 * caught up, `live` while it is open, `reconnecting` after it dropped, `unsupported` in a browser without EventSource.
 */
export type SafeStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'unsupported'

/** The stream of the Safe on screen, provided around that Safe's screens (features/live-updates). */
export const SafeStreamContext = createContext<{ safe: Address; status: SafeStreamStatus } | undefined>(undefined)

/**
 * The live stream's status for `address`, or undefined where no stream covers it (lists of Safes). While it is `live`
 * the Safe's data reloads when the stream says it changed, so timers may stay idle; otherwise they are the fallback.
 */
export function useSafeStreamStatus(address: Address | undefined): SafeStreamStatus | undefined {
  const stream = useContext(SafeStreamContext)
  return stream && address && stream.safe.toLowerCase() === address.toLowerCase() ? stream.status : undefined
}
