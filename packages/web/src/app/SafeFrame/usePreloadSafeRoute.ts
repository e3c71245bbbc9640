import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useActiveChain } from '../../hooks/useActiveChain'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { chainInfoQuery } from '../../lib/query/chainInfoQuery'
import type { RouteMatch, SafeRouteName } from '../paths'
import { preloadSafeScreen } from '../screens'

/**
 * On a Safe's URL, starts at once and side by side what the first paint of its screen waits for: the frame's code
 * (`preloadFrame`), the screen's code and the chain's description. Without it they came one after the other (the
 * frame's code, then the chain's description the frame checks the link with, then the screen's code), three round
 * trips on a phone's network (bench/README.md, lighthouse). A failed download is left to the screen, which says so.
 */
export function usePreloadSafeRoute(
  match: RouteMatch,
  preloadFrame: () => Promise<unknown>,
  preloadScreen: (name: SafeRouteName) => void = preloadSafeScreen,
): void {
  const queryClient = useQueryClient()
  const config = useRuntimeConfig()
  const { link } = useActiveChain()
  const screen = match.kind === 'safe' ? match.name : undefined
  // The chain the link names is known (the prefix resolved): its description is the one the frame will read.
  const chainKnown = link?.status === 'found'
  const { gatewayUrl, chainId } = config
  useEffect(() => {
    if (screen === undefined) return
    preloadFrame().catch(() => {})
    preloadScreen(screen)
    if (chainKnown) queryClient.prefetchQuery(chainInfoQuery({ gatewayUrl, chainId })).catch(() => {})
  }, [screen, preloadFrame, preloadScreen, chainKnown, gatewayUrl, chainId, queryClient])
}
