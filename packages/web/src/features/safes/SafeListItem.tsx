import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Button } from '../../components/Button'
import { Link } from '../../components/Link'
import { Tag } from '../../components/Tag'
import { SafeFiatTotal } from './SafeFiatTotal'
import { SafeListChain, SafeListFacts } from './SafeListFacts'
import { useAddressName } from './useAddressName'

/** Props of {@link SafeListItem}. */
export interface SafeListItemProps {
  address: Address
  /** EIP-3770 prefix for the link. */
  prefix: string
  /**
   * Whether the connected wallet owns it (`nested`: through a Safe it owns, docs/nested-safes.md §2); `unknown` while
   * the gateway has not said.
   */
  ownership: 'owner' | 'nested' | 'read-only' | 'unknown'
  /** A line under the address (which Safes own a nested Safe). */
  note?: ReactNode
  /** Offered for Safes added by hand. */
  onRemove?: () => void
  /** Created "pay later" and not deployed yet: said instead of ownership and value, which the gateway cannot know. */
  undeployed?: boolean
}

const OWNERSHIP_LABELS = { owner: 'Owner', nested: 'Owner through a Safe', 'read-only': 'Read-only' } as const

/**
 * One Safe of the welcome list: identicon, name and address linking to its dashboard, its network, threshold,
 * ownership, what waits for the connected wallet's signature, and its total value.
 */
export function SafeListItem({ address, prefix, ownership, note, onRemove, undeployed = false }: SafeListItemProps) {
  const name = useAddressName()(address)
  return (
    <li className="safe-list__item" data-testid="safe-list-item">
      <Link className="safe-list__link" href={paths.safe({ prefix, address }, 'dashboard')}>
        <AddressDisplay address={address} name={name ?? 'Safe'} copy={false} explorer={false} iconSize={32} />
      </Link>
      {note}
      <span className="safe-list__meta">
        <SafeListChain />
        {undeployed ? (
          <Tag tone="warning" data-testid="safe-not-activated">
            Not activated
          </Tag>
        ) : (
          <>
            {ownership !== 'unknown' && (
              <Tag tone={ownership === 'read-only' ? 'neutral' : 'owner'}>{OWNERSHIP_LABELS[ownership]}</Tag>
            )}
            <SafeListFacts address={address} owner={ownership === 'owner'} />
            <SafeFiatTotal address={address} />
          </>
        )}
        {onRemove && (
          <Button
            size="small"
            variant="ghost"
            onClick={onRemove}
            aria-label={`Remove ${name ?? address} from the list`}
          >
            Remove
          </Button>
        )}
      </span>
    </li>
  )
}
