import { useConnectModal } from '@rainbow-me/rainbowkit'
import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { paths } from '../../app/routes'
import { Button, buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useAddedSafes } from './useAddedSafes'
import './safes.css'

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
    <div className="welcome">
      <h1>Your Safe accounts, on your own server</h1>
      {connected ? (
        <p>
          Open one of your Safe accounts on <strong>{chainName}</strong>, create a new one, or add an existing Safe by
          its address.
        </p>
      ) : (
        <div className="welcome__connect">
          <p>
            Connect a wallet to work with Safe multisig accounts on <strong>{chainName}</strong>. You can also add any
            Safe by its address and follow it read-only.
          </p>
          {openConnectModal && (
            <Button variant="primary" onClick={openConnectModal}>
              Connect Wallet
            </Button>
          )}
        </div>
      )}
      <div className="welcome__actions">
        <Link href={paths.newSafe()} className={buttonClass(connected ? 'primary' : 'secondary')}>
          Create Safe
        </Link>
        <Link href={paths.addSafe()} className={buttonClass('secondary')}>
          Add existing Safe
        </Link>
      </div>
      {(connected || added.safes.length > 0) && (
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
      )}
    </div>
  )
}
