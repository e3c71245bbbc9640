import { useConnectModal } from '@rainbow-me/rainbowkit'
import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { paths } from '../../app/paths'
import { LoadingState, SkeletonRows } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { RuntimeConfigContext, useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { runtimeConfigForChain } from '../../lib/runtimeConfigForChain'
import { addedSafesKey, useAddedSafes } from './useAddedSafes'
import { WelcomeContent } from './WelcomeContent'

// The list talks to the gateway (schemas, queries): its code loads only when there is something to list.
const SafeList = lazy(() => import('./SafeList').then((module) => ({ default: module.SafeList })))

/** Whether this browser follows a Safe on any of `chainIds` (read once per render; the header's chain reactively). */
function followsSafes(chainIds: readonly number[]): boolean {
  return chainIds.some((chainId) => {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(addedSafesKey(chainId)) ?? '[]')
      return Array.isArray(stored) && stored.length > 0
    } catch {
      return false
    }
  })
}

/** The landing screen: connect, create or add a Safe, and the Safes this wallet owns or follows, on every chain served. */
export function WelcomePage() {
  usePageTitle('')
  const config = useRuntimeConfig()
  const { chainName, chainId, chains } = config
  const { status } = useAccount()
  const { openConnectModal } = useConnectModal()
  const added = useAddedSafes(chainId)
  const connected = status === 'connected'
  const several = chains.length > 1
  const following = added.safes.length > 0 || (several && followsSafes(chains.map((chain) => chain.chainId)))

  return (
    <WelcomeContent
      chainName={chainName}
      connection={connected ? 'connected' : 'disconnected'}
      onConnect={openConnectModal}
      newSafeHref={paths.newSafe()}
      addSafeHref={paths.addSafe()}
      safes={
        (connected || following) && (
          <section className="welcome__safes" aria-labelledby="welcome-safes-title">
            <h2 id="welcome-safes-title">Safe accounts</h2>
            <Suspense
              fallback={
                <LoadingState label="Loading your Safes…">
                  <SkeletonRows variant="safe" count={2} />
                </LoadingState>
              }
            >
              {several ? (
                // Every chain's Safes, each list answering as its own chain.
                chains.map((chain) => (
                  <RuntimeConfigContext.Provider
                    key={chain.chainId}
                    value={runtimeConfigForChain(config, chain.chainId)}
                  >
                    <SafeList heading={chain.chainName} />
                  </RuntimeConfigContext.Provider>
                ))
              ) : (
                <SafeList />
              )}
            </Suspense>
          </section>
        )
      }
    />
  )
}
