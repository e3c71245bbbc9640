import { FormMessage } from '../../components/FormField'
import type { AddressOrName } from './useAddressOrName'

/** Under an address field: the name typed and the full address it resolved to, the address that will be used. */
export function NameResolvedHint({ value }: { value: AddressOrName }) {
  if (!value.name || !value.address) return null
  return (
    <FormMessage tone="hint" data-testid="name-resolved">
      {value.name} resolves to <code>{value.address}</code>.
    </FormMessage>
  )
}
