import { createContext, useContext } from 'react'
import type { PrefixResolution } from '../lib/resolveChainPrefix'

/** Which chain is on screen, and the network picked in the header. */
export interface ActiveChain {
  /** On a Safe's screens, the served chain its link's prefix names (or why none yet); undefined elsewhere. */
  link: PrefixResolution | undefined
  /** The network picked in the header, shown outside a Safe's screens; the first served chain until one is picked. */
  selectedChainId: number
  /** Picks the network shown outside a Safe's screens (kept in this browser). */
  select(chainId: number): void
}

/** Provided once by the wallet app (app/ActiveChainProvider), beside the runtime configuration of that chain. */
export const ActiveChainContext = createContext<ActiveChain | undefined>(undefined)

/**
 * The chain on screen and the header's network. `useRuntimeConfig()` already answers as that chain; this says why.
 * @throws {Error} when rendered outside ActiveChainProvider, a programming mistake.
 */
export function useActiveChain(): ActiveChain {
  const active = useContext(ActiveChainContext)
  if (!active) throw new Error('useActiveChain() needs an ActiveChainProvider (see app/ActiveChainProvider.tsx)')
  return active
}
