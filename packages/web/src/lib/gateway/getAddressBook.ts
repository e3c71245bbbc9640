import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * An address book entry as the gateway writes it: the chain id as a decimal string. Callers validate it further with
 * the address book's own rules (features/address-book `parseAddressBookEntry`), as for any untrusted entry.
 */
export const addressBookWireEntrySchema = z.object({ chainId: z.string(), address: z.string(), name: z.string() })

/** One entry on the wire, see {@link addressBookWireEntrySchema}. */
export type AddressBookWireEntry = z.infer<typeof addressBookWireEntrySchema>

/** `GET /v1/address-book`: the signed-in account's entries on every chain (needs the session cookie). */
export function getAddressBook(request: GatewayRequest): Promise<AddressBookWireEntry[]> {
  return fetchGateway({ ...request, path: 'v1/address-book', schema: z.array(addressBookWireEntrySchema) })
}
