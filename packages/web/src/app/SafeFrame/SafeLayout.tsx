import { getSafeVersionSupport } from '@strongroom/protocol'
import { Network, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { AddressDisplay, shortenAddress } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Button, buttonClass } from '../../components/Button'
import { Identicon } from '../../components/Identicon'
import { Link } from '../../components/Link'
import { Tabs } from '../../components/Tabs'
import { Tag } from '../../components/Tag'
import { storedWalletConnectionAtPageLoad } from '../../features/connect'
import { LiveUpdatesNotice, SafeLiveUpdates } from '../../features/live-updates'
import {
  SafeFiatTotal,
  SafeNameHeading,
  safeDisplayName,
  useAddedSafes,
  useAddressName,
  useIsOwner,
  useUndeployedSafes,
} from '../../features/safes'
import { PageTitleContext } from '../../hooks/PageTitleContext'
import { useActiveChain } from '../../hooks/useActiveChain'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { type ServedChainState, useServedChains } from '../../hooks/useServedChains'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { parseAddressInput } from '../../lib/parseAddressInput'
import {
  paths,
  SAFE_ROUTES,
  SAFE_SECTIONS,
  type SafeRef,
  type SafeRouteName,
  sectionRoute,
  sectionTabs,
} from '../paths'
import { ScreenBoundary } from '../ScreenBoundary'
import { UNDEPLOYED_SAFE_SCREEN } from '../screens'
import { SECTION_ICONS } from './sectionIcons'
import { usePreloadSectionTabs } from './usePreloadSectionTabs'
import './SafeLayout.css'

/** A Safe whose link has been checked: checksummed address, and the served network's prefix. */
export interface CheckedSafe {
  address: Address
  prefix: string
}

/** Props of {@link SafeLayout}. */
export interface SafeLayoutProps {
  /** The Safe as the URL names it; its prefix and address are checked here. */
  safe: SafeRef
  /** The screen shown, whose section is marked in the navigation. */
  route: SafeRouteName
  /** The screen, given the checked Safe. */
  children: (safe: CheckedSafe) => ReactNode
}

/**
 * The frame of every screen of one Safe: on a wide screen a sidebar with its identicon, name, short address (copy,
 * explorer), network, threshold, total value, "New transaction" and the section navigation with icons; on a phone the
 * same folds into a header above the screen, the navigation as a row of tabs (docs/look-and-feel.md §7). Whether the
 * connected wallet may sign shows as a read-only mark and banner when not. A link with a malformed address, a
 * wrong checksum or the prefix of another network, and an address without a Safe, end here with an explanation.
 * The Safe's live event stream is open meanwhile, so its data reloads when the gateway says it changed. A Safe created
 * "pay later" and not deployed yet has a screen of its own instead, whatever the route (docs/counterfactual-safes.md).
 */
export function SafeLayout({ safe, route, children }: SafeLayoutProps) {
  const { chainId, chainName } = useRuntimeConfig()
  const undeployed = useUndeployedSafes(chainId)
  const chain = useChainInfo()
  const served = useServedChains(useRuntimeConfig())
  const { link } = useActiveChain()
  // The address first: its problems need no network round trip. The prefix once the chain's short name is known: with
  // several chains served, the prefix chose the chain (app/ActiveChainProvider), or names none of them.
  const address = parseAddressInput(safe.address, { name: chainName, shortName: undefined })
  const prefixed =
    chain.data &&
    parseAddressInput(`${safe.prefix}:${safe.address}`, { name: chainName, shortName: chain.data.shortName })
  const problem =
    address.error ??
    (link?.status === 'unknown' ? unknownPrefixProblem(safe.prefix, link.unchecked, served) : prefixed?.error)
  if (problem !== undefined) {
    return (
      <div>
        <h1>This Safe link cannot be opened</h1>
        <Banner tone="danger" testId="safe-link-problem">
          <p>{problem}</p>
        </Banner>
        <Link href={paths.welcome()}>Back to your Safes</Link>
      </div>
    )
  }
  // Only the first load waits: a screen that reads the chain's details while the gateway is down fetches them again on
  // mount, which makes the query pending again; waiting then would unmount that screen and loop (offline signing).
  if ((chain.isPending && chain.errorUpdateCount === 0) || !address.address || link?.status === 'pending') {
    return (
      <p className="query-state" role="status">
        Loading…
      </p>
    )
  }
  // Without the chain's details (gateway unreachable) the prefix cannot be checked; the screens say what failed.
  const checked = { address: address.address, prefix: chain.data?.shortName ?? safe.prefix }
  const notDeployed = undeployed.find(checked.address)
  if (notDeployed)
    return (
      <ScreenBoundary screenKey={`undeployed-${route}`}>
        <UNDEPLOYED_SAFE_SCREEN safe={notDeployed} prefix={checked.prefix} route={route} />
      </ScreenBoundary>
    )
  return (
    <SafeLiveUpdates chainId={chainId} safe={checked.address}>
      <SafeFrameContent safe={checked} route={route}>
        {children(checked)}
      </SafeFrameContent>
    </SafeLiveUpdates>
  )
}

/** Why a Safe link's prefix names no chain of a deployment that serves several. */
function unknownPrefixProblem(prefix: string, unchecked: boolean, served: readonly ServedChainState[]): string {
  if (unchecked)
    return `The network prefix “${prefix}:” cannot be checked until the details of every network this deployment serves have loaded: reload the page in a moment.`
  const networks = served.map((chain) => `${chain.config.chainName} (“${chain.shortName}:”)`).join(', ')
  return `“${prefix}:” is not the prefix of a network this deployment serves: ${networks}. A Safe of another network cannot be opened here.`
}

interface SafeFrameContentProps {
  safe: CheckedSafe
  route: SafeRouteName
  children: ReactNode
}

function SafeFrameContent({ safe: { address, prefix }, route, children }: SafeFrameContentProps) {
  const { chainId, chainName } = useRuntimeConfig()
  const safe = useSafeInfo(address)
  const isOwner = useIsOwner(safe.data)
  const { status } = useAccount()
  const nameOf = useAddressName()
  const added = useAddedSafes(chainId)
  const name = safeDisplayName(nameOf(address))
  const section = SAFE_ROUTES[route].section
  const tabs = sectionTabs(section)
  usePreloadSectionTabs(section)

  if (safe.error instanceof GatewayError && safe.error.isNotFound) {
    return (
      <div>
        <h1>No Safe at this address</h1>
        <Banner tone="danger" testId="safe-not-found">
          <p>
            There is no Safe at <code>{address}</code> on {chainName}. Check the address and the network.
          </p>
        </Banner>
        <Link href={paths.welcome()}>Back to your Safes</Link>
      </div>
    )
  }

  // A visitor whose browser remembered no wallet when the page loaded is read-only whoever owns the Safe: said at
  // once, before the Safe's details arrive, rather than drawing "New transaction" first, then taking it back and
  // pushing the screen down with the banner (its text is also the largest paint of a phone's first view).
  const visitor = status !== 'connected' && storedWalletConnectionAtPageLoad() === 'none'
  const readOnly = isOwner === false || (isOwner === undefined && visitor)
  const support = safe.data ? getSafeVersionSupport(safe.data.version) : undefined
  return (
    <div className="safe-layout">
      <header className="safe-layout__header" data-testid="safe-frame">
        <div className="safe-layout__identity">
          <Identicon address={address} size={40} />
          <div className="safe-layout__title">
            <SafeNameHeading address={address} />
            <AddressDisplay address={address} name={false} iconSize={0} />
          </div>
        </div>
        <div className="safe-layout__facts">
          <Tag title="The network this Safe is on" data-testid="safe-chain">
            <Network size={14} aria-hidden="true" />
            {chainName}
          </Tag>
          <Tag title="Confirmations needed out of the number of owners" data-testid="safe-threshold">
            {safe.data ? `${safe.data.threshold}/${safe.data.owners.length} owners` : '…/… owners'}
          </Tag>
          {readOnly && (
            <Tag tone="warning" data-testid="read-only-mark">
              Read-only
            </Tag>
          )}
          <LiveUpdatesNotice />
        </div>
        <p className="safe-layout__value">
          <span className="safe-layout__value-label">Total value</span>
          <SafeFiatTotal address={address} />
        </p>
        <div className="safe-layout__actions">
          {!readOnly && (
            <Link
              className={buttonClass('primary', 'small')}
              href={paths.safe({ prefix, address }, 'newTransaction', {})}
              data-testid="new-transaction-link"
            >
              <Plus size={16} aria-hidden="true" />
              New transaction
            </Link>
          )}
          {!added.has(address) && isOwner !== true && (
            <Button size="small" onClick={() => added.add(address)}>
              Add to my Safes
            </Button>
          )}
        </div>
        <div className="safe-layout__nav">
          <Tabs
            label="Safe"
            items={SAFE_SECTIONS.map((entry) => ({
              id: entry.section,
              label: entry.label,
              icon: SECTION_ICONS[entry.section],
              href: paths.safe({ prefix, address }, sectionRoute(entry.section)),
            }))}
            current={section}
          />
        </div>
      </header>

      <div className="safe-layout__main">
        {readOnly && (
          <Banner tone="info" title="Read-only" testId="read-only-banner">
            <p data-testid="read-only-reason">
              {support?.status === 'read-only'
                ? support.reason
                : status === 'connected'
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
        {tabs.length > 0 && (
          <Tabs
            label={SAFE_SECTIONS.find((entry) => entry.section === section)?.label}
            level="secondary"
            items={tabs.map((tab) => ({
              id: tab.name,
              label: tab.label,
              href: paths.safe({ prefix, address }, tab.name),
            }))}
            current={route}
          />
        )}

        <PageTitleContext.Provider value={name ?? `Safe ${shortenAddress(address)}`}>
          <ScreenBoundary screenKey={route}>{children}</ScreenBoundary>
        </PageTitleContext.Provider>
      </div>
    </div>
  )
}
