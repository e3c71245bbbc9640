import { type ReactNode, useEffect, useMemo } from 'react'
import { ActiveChainContext } from '../hooks/useActiveChain'
import { useLocation } from '../hooks/useLocation'
import { RuntimeConfigContext } from '../hooks/useRuntimeConfig'
import { useServedChains } from '../hooks/useServedChains'
import { useStoredState } from '../hooks/useStoredState'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { resolveChainPrefix } from '../lib/resolveChainPrefix'
import { runtimeConfigForChain } from '../lib/runtimeConfigForChain'
import { matchRoute } from './paths'

/** localStorage key of the network picked in the header (a chain id). */
export const SELECTED_NETWORK_KEY = 'strongroom.network'

const parseChainId = (stored: unknown) => (typeof stored === 'number' ? stored : undefined)

/**
 * Makes the whole app answer as the chain on screen: a Safe's screens as the chain their link's prefix names
 * (`/base:0x…`), every other screen as the network picked in the header. Below it `useRuntimeConfig()` gives that
 * chain's id, name, RPC and explorer, so every query key, RPC read and link follows the chain (docs/web-data-flow.md
 * §6). Opening a Safe of another chain makes that chain the header's network.
 */
export function ActiveChainProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const served = useServedChains(config)
  const [stored, select] = useStoredState<number | undefined>(SELECTED_NETWORK_KEY, parseChainId, undefined)
  const selectedChainId = config.chains.some((chain) => chain.chainId === stored) ? stored! : config.chains[0]!.chainId
  const { pathname, search } = useLocation()
  const match = matchRoute(pathname, search)
  const link = match.kind === 'safe' ? resolveChainPrefix(match.safe.prefix, served) : undefined
  const linkChainId = link?.status === 'found' ? link.chainId : undefined
  const chainId = linkChainId ?? selectedChainId

  useEffect(() => {
    if (linkChainId !== undefined && linkChainId !== selectedChainId) select(linkChainId)
  }, [linkChainId, selectedChainId, select])

  const scoped = useMemo(() => runtimeConfigForChain(config, chainId), [config, chainId])
  const linkStatus = link?.status
  const unchecked = link?.status === 'unknown' && link.unchecked
  const active = useMemo(
    () => ({
      link:
        linkStatus === undefined
          ? undefined
          : linkStatus === 'found'
            ? { status: 'found' as const, chainId }
            : linkStatus === 'pending'
              ? { status: 'pending' as const }
              : { status: 'unknown' as const, unchecked },
      selectedChainId,
      select,
    }),
    [linkStatus, chainId, unchecked, selectedChainId, select],
  )
  return (
    <ActiveChainContext.Provider value={active}>
      <RuntimeConfigContext.Provider value={scoped}>{children}</RuntimeConfigContext.Provider>
    </ActiveChainContext.Provider>
  )
}
