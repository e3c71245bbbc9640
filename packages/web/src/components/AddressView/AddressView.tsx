import { getAddress, isAddress } from 'viem'
import { CopyButton } from '../CopyButton'
import './AddressView.css'

/** Props of {@link AddressView}. */
export interface AddressViewProps {
  address: string
  /** The address book name (or another known name), shown above the address. */
  name?: string | undefined
  /** Show a copy button (default true). */
  copy?: boolean
  /** Link to the address on the chain's block explorer, when there is one. */
  explorerUrl?: string | undefined
}

/**
 * An address as people check it: the full EIP-55 form (never shortened, so it can be compared character by
 * character), its known name if any, a copy button and an explorer link.
 */
export function AddressView({ address, name, copy = true, explorerUrl }: AddressViewProps) {
  const shown = isAddress(address, { strict: false }) ? getAddress(address) : address
  return (
    <span className="address-view">
      <span className="address-view__text">
        {name && <span className="address-view__name">{name}</span>}
        <code className="address-view__address">{shown}</code>
      </span>
      {copy && <CopyButton value={shown} label={name ? `Copy the address of ${name}` : 'Copy address'} />}
      {explorerUrl && (
        <a className="address-view__explorer" href={explorerUrl} target="_blank" rel="noreferrer noopener">
          Explorer<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </span>
  )
}
