import { AddressView, type AddressViewProps } from '../../components/AddressView'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { explorerAddressUrl } from '../../lib/explorerAddressUrl'
import { useAddressName } from './useAddressName'

/** Props of {@link NamedAddress}. */
export type NamedAddressProps = Omit<AddressViewProps, 'name' | 'explorerUrl'> & {
  /** A name to show when the user gave none, such as the gateway's name of a known contract. */
  fallbackName?: string | null | undefined
}

/** An address with the name the user gave it (address book, added Safes) and an explorer link when configured. */
export function NamedAddress({ address, fallbackName, ...rest }: NamedAddressProps) {
  const { explorerUrl } = useRuntimeConfig()
  const nameOf = useAddressName()
  const name = nameOf(address) ?? fallbackName ?? undefined
  return <AddressView address={address} name={name} explorerUrl={explorerAddressUrl(explorerUrl, address)} {...rest} />
}
