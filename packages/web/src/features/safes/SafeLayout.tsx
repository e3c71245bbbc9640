import { type ReactNode, Suspense } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { AddressView } from '../../components/AddressView'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { Link } from '../../components/Link'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { explorerAddressUrl } from '../../lib/explorerAddressUrl'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { type SafeSection, safePath } from '../../lib/safePath'
import { LiveUpdatesNotice, SafeLiveUpdates } from '../live-updates'
import { useAddedSafes } from './useAddedSafes'
import { useAddressName } from './useAddressName'
import { useIsOwner } from './useIsOwner'
import './safes.css'

const SECTIONS: ReadonlyArray<{ section: SafeSection; label: string }> = [
  { section: 'dashboard', label: 'Dashboard' },
  { section: 'assets', label: 'Assets' },
  { section: 'nfts', label: 'NFTs' },
  { section: 'receive', label: 'Receive' },
]

/** Props of {@link SafeLayout}. */
export interface SafeLayoutProps {
  address: Address
  /** The EIP-3770 prefix of the URL, checked against the chain this deployment serves. */
  prefix: string
  section: SafeSection
  /** The section's screen. */
  children: ReactNode
}

/**
 * The frame of every screen of one Safe: its name and address, whether the connected wallet may sign (a read-only
 * mark and banner when not), the section navigation, and the section itself. A link for another network or an
 * address without a Safe ends here with an explanation. The Safe's live event stream is open meanwhile, so its data
 * reloads when the gateway says it changed.
 */
export function SafeLayout(props: SafeLayoutProps) {
  const { chainId } = useRuntimeConfig()
  return (
    <SafeLiveUpdates chainId={chainId} safe={props.address}>
      <SafeFrame {...props} />
    </SafeLiveUpdates>
  )
}

function SafeFrame({ address, prefix, section, children }: SafeLayoutProps) {
  const { chainId, chainName, explorerUrl } = useRuntimeConfig()
  const chain = useChainInfo()
  const safe = useSafeInfo(address)
  const isOwner = useIsOwner(safe.data)
  const { status } = useAccount()
  const nameOf = useAddressName()
  const added = useAddedSafes(chainId)
  const name = nameOf(address)
  const shortName = chain.data?.shortName

  if (shortName && prefix !== shortName && prefix !== String(chainId)) {
    return (
      <div>
        <h1>Safe on another network</h1>
        <Banner tone="danger" title="This link is for another network.">
          <p>
            The link names the network “{prefix}”, but this deployment serves {chainName} (“{shortName}”). Open the Safe
            on a deployment for that network.
          </p>
        </Banner>
        <Link href="/">Back to your Safes</Link>
      </div>
    )
  }

  if (safe.error instanceof GatewayError && safe.error.isNotFound) {
    return (
      <div>
        <h1>No Safe at this address</h1>
        <Banner tone="danger" testId="safe-not-found">
          <p>
            There is no Safe at <code>{address}</code> on {chainName}. Check the address and the network.
          </p>
        </Banner>
        <Link href="/">Back to your Safes</Link>
      </div>
    )
  }

  const linkPrefix = shortName ?? prefix
  const readOnly = isOwner === false
  return (
    <div className="safe-layout">
      <header className="safe-layout__header">
        <div className="safe-layout__title">
          <h1>{name ?? 'Safe'}</h1>
          <AddressView address={address} explorerUrl={explorerAddressUrl(explorerUrl, address)} />
        </div>
        <div className="safe-layout__facts">
          {safe.data && (
            <span className="tag" title="Confirmations needed out of the number of owners">
              {safe.data.threshold}/{safe.data.owners.length} owners
            </span>
          )}
          {readOnly && (
            <span className="tag tag--warning" data-testid="read-only-mark">
              Read-only
            </span>
          )}
          <LiveUpdatesNotice />
          {!added.has(address) && isOwner !== true && (
            <Button size="small" onClick={() => added.add(address)}>
              Add to my Safes
            </Button>
          )}
        </div>
      </header>

      {readOnly && (
        <Banner tone="info" title="Read-only" testId="read-only-banner">
          <p>
            {status === 'connected'
              ? 'The connected wallet is not an owner of this Safe: you can look, but not sign or execute.'
              : 'Connect the wallet of an owner to sign and execute; until then this Safe is read-only.'}
          </p>
        </Banner>
      )}
      {safe.status === 'error' && (
        <Banner tone="warning" title="The Safe's details could not be loaded.">
          <p>Owners and signing rights are unknown for now; the rest of the screen may still work.</p>
          <Button size="small" onClick={() => safe.refetch()}>
            Try again
          </Button>
        </Banner>
      )}

      <nav aria-label="Safe">
        <ul className="safe-nav">
          {SECTIONS.map((entry) => (
            <li key={entry.section}>
              <Link
                href={safePath(linkPrefix, address, entry.section)}
                aria-current={entry.section === section ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ErrorBoundary
        key={section}
        fallback={(retry) => (
          <Banner tone="danger" title="This screen could not be shown.">
            <p>Its code may have failed to download. Check the connection and try again.</p>
            <Button size="small" onClick={retry}>
              Try again
            </Button>
          </Banner>
        )}
      >
        <Suspense
          fallback={
            <p className="query-state" role="status">
              Loading…
            </p>
          }
        >
          {children}
        </Suspense>
      </ErrorBoundary>
    </div>
  )
}
