import { useConnectModal } from '@rainbow-me/rainbowkit'
import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { paths } from '../../app/paths'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useAddedSafes } from './useAddedSafes'
import { WelcomeContent } from './WelcomeContent'

// The list talks to the gateway (schemas, queries): its code loads only when there is something to list.
const SafeList = lazy(() => import('./SafeList').then((module) => ({ default: module.SafeList })))

/** The landing screen: connect, create or add a Safe, and the Safes this wallet owns or follows. */
export function WelcomePage() {
  usePageTitle('')
  const { chainName, chainId } = useRuntimeConfig()
  const { status } = useAccount()
  const { openConnectModal } = useConnectModal()
  const added = useAddedSafes(chainId)
  const connected = status === 'connected'

  return (
    <WelcomeContent
      chainName={chainName}
      connection={connected ? 'connected' : 'disconnected'}
      onConnect={openConnectModal}
      newSafeHref={paths.newSafe()}
      addSafeHref={paths.addSafe()}
      safes={
        (connected || added.safes.length > 0) && (
          <section className="welcome__safes" aria-labelledby="welcome-safes-title">
            <h2 id="welcome-safes-title">Safe accounts</h2>
            <Suspense
              fallback={
                <p role="status" className="query-state">
                  Loading your Safes…
                </p>
              }
            >
              <SafeList />
            </Suspense>
          </section>
        )
      }
    />
  )
}
