import { sanitizeDisplayText } from '@strongroom/protocol'
import { ExternalLink } from 'lucide-react'
import { useContext } from 'react'
import { getAddress, isAddress } from 'viem'
import { CopyButton } from '../CopyButton'
import { Identicon } from '../Identicon'
import { AddressDisplayContext } from './AddressDisplayContext'
import { shortenAddress } from './shortenAddress'
import './AddressDisplay.css'

/** Props of {@link AddressDisplay}. */
export interface AddressDisplayProps {
  address: string
  /** The name to show, when the caller knows it better than the address book (an address book row); `false` for none (a heading shows it already). */
  name?: string | false | undefined
  /** A name to show when the user gave none, such as the gateway's name of a known contract. */
  fallbackName?: string | null | undefined
  /** `short` (default): `0x1234…abcd`, the full address in the tooltip and for screen readers. `full`: all 42 characters, for checking character by character (Receive, a new Safe's address). */
  format?: 'short' | 'full'
  /** Show a copy button (default true). */
  copy?: boolean
  /** Link to the block explorer when the chain has one (default true). */
  explorer?: boolean
  /** Identicon size in pixels; 0 for none. */
  iconSize?: number
}

/**
 * An address as the app shows it everywhere: its identicon, the name the user gave it (from the address book, via
 * {@link AddressDisplayContext}), the address shortened or in full, a copy button and a block explorer link. The
 * copy button and the explorer link always take the full checksummed address.
 */
export function AddressDisplay({
  address,
  name: givenName,
  fallbackName,
  format = 'short',
  copy = true,
  explorer = true,
  iconSize = 24,
}: AddressDisplayProps) {
  const knowledge = useContext(AddressDisplayContext)
  const full = isAddress(address, { strict: false }) ? getAddress(address) : address
  // The caller's name (or none), else the address book's, else the fallback.
  const known = givenName === undefined ? knowledge.nameOf(full) : undefined
  const raw = givenName === false ? undefined : (givenName ?? known ?? fallbackName ?? undefined)
  // Names are chosen by others (address books, the gateway): nothing in one may reorder or hide the text around it.
  const name = raw === undefined ? undefined : sanitizeDisplayText(raw) || undefined
  const fromServer = known !== undefined && (knowledge.isServerName?.(full) ?? false)
  const explorerUrl = explorer ? knowledge.explorerUrlOf(full) : undefined
  // The ENS name the address gives itself (verified forward), beside any name the user gave it.
  const reverse = knowledge.useReverseName(full)
  const ensName = reverse === undefined ? undefined : sanitizeDisplayText(reverse) || undefined
  return (
    <span className="address-display" data-testid="address-display">
      {iconSize > 0 && <Identicon address={full} size={iconSize} />}
      <span className="address-display__text">
        {name && (
          <span className="address-display__name">
            <bdi>{name}</bdi>
            {fromServer && (
              <span
                className="address-display__provenance"
                data-testid="server-name"
                title="This name comes from the server's address book, not from this browser."
              >
                {' '}
                (name from the server)
              </span>
            )}
          </span>
        )}
        {ensName && ensName !== name && (
          <span className="address-display__ens" data-testid="ens-name" title="Its ENS name">
            <bdi>{ensName}</bdi>
          </span>
        )}
        {format === 'short' ? (
          <code className="address-display__address" title={full}>
            <span aria-hidden="true">{shortenAddress(full)}</span>
            <span className="visually-hidden">{full}</span>
          </code>
        ) : (
          <code className="address-display__address address-display__address--full">{full}</code>
        )}
      </span>
      {copy && <CopyButton value={full} label={name ? `Copy the address of ${name}` : 'Copy address'} />}
      {explorerUrl && (
        <a className="address-display__explorer" href={explorerUrl} target="_blank" rel="noreferrer noopener">
          Explorer
          <ExternalLink size={14} aria-hidden="true" />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </span>
  )
}
