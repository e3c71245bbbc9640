import { Vault } from 'lucide-react'
import { type Address, getAddress } from 'viem'
import { useAccount } from 'wagmi'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/QueryState'
import { LoadingState, SkeletonRows } from '../../components/Skeleton'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { NestedSafeList } from './NestedSafeList'
import { SafeListItem } from './SafeListItem'
import { useAddedSafes } from './useAddedSafes'
import { useNestedSafes } from './useNestedSafes'
import { useOwnedSafes } from './useOwnedSafes'
import { useUndeployedSafes } from './useUndeployedSafes'

/**
 * The Safes of one chain on the welcome screen (the chain `useRuntimeConfig()` answers as): those the connected wallet
 * owns (from the gateway), those it owns through them (nested Safes, docs/nested-safes.md §2), then those added by hand
 * in this browser. Ownership is only claimed once the gateway has answered; if it cannot, the added Safes are still
 * listed and the failure is said in one line. A Safe created "pay later" is listed with the added ones, marked not
 * activated. With `heading` (one of several chains) it is titled, and left out while it has nothing to list for a
 * visitor without a wallet.
 */
export function SafeList({ heading }: { heading?: string | undefined }) {
  const { chainId } = useRuntimeConfig()
  const { address: owner } = useAccount()
  const owned = useOwnedSafes(owner)
  const added = useAddedSafes(chainId)
  const undeployed = useUndeployedSafes(chainId)
  const chain = useChainInfo()
  // Until the chain's short name is known, links use the chain id, which the Safe routes accept too.
  const prefix = chain.data?.shortName ?? String(chainId)

  const ownedAddresses: Address[] = (owned.data?.safes ?? []).map((safe) => getAddress(safe))
  const nested = useNestedSafes(ownedAddresses)
  const ownedSet = new Set(
    [...ownedAddresses, ...nested.map(({ safe }) => safe)].map((address) => address.toLowerCase()),
  )
  const addedOnly = added.safes.filter((safe) => !ownedSet.has(safe.address.toLowerCase()))
  const ownershipKnown = owner !== undefined && owned.status === 'success'
  if (heading !== undefined && !owner && addedOnly.length === 0) return null

  return (
    <div className="safe-list" data-testid={`safe-list-${chainId}`}>
      {heading !== undefined && <h3 className="safe-list__chain">{heading}</h3>}
      {owner && owned.status === 'pending' && (
        <LoadingState label="Loading the Safes this wallet owns…">
          <SkeletonRows variant="safe" count={2} />
        </LoadingState>
      )}
      {owner && owned.status === 'error' && (
        <div className="query-state query-state--error" role="alert">
          <p>The Safes this wallet owns could not be loaded.</p>
          <Button size="small" onClick={() => owned.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {ownedAddresses.length > 0 && (
        <ul className="safe-list__items" aria-label="Safes you own">
          {ownedAddresses.map((address) => (
            <SafeListItem key={address} address={address} prefix={prefix} ownership="owner" />
          ))}
        </ul>
      )}
      <NestedSafeList nested={nested} prefix={prefix} />
      {addedOnly.length > 0 && (
        <ul className="safe-list__items" aria-label="Safes you added">
          {addedOnly.map((safe) => (
            <SafeListItem
              key={safe.address}
              address={safe.address}
              prefix={prefix}
              ownership={ownershipKnown || !owner ? 'read-only' : 'unknown'}
              onRemove={() => added.remove(safe.address)}
              undeployed={undeployed.find(safe.address) !== undefined}
            />
          ))}
        </ul>
      )}
      {ownershipKnown && ownedAddresses.length === 0 && addedOnly.length === 0 && (
        <EmptyState icon={Vault}>
          The connected wallet is not an owner of any Safe{heading !== undefined ? ` on ${heading}` : ''} yet. Create
          one with “Create Safe”, or follow an existing one with “Add existing Safe”.
        </EmptyState>
      )}
      {!owner && addedOnly.length === 0 && (
        <EmptyState icon={Vault}>
          No Safes added yet. Connect a wallet to list the Safes it owns, or follow one by its address with “Add
          existing Safe”.
        </EmptyState>
      )}
    </div>
  )
}
