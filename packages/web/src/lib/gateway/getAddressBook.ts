import { type AddressBookEntry, addressBookEntrySchema } from '@strongroom/protocol'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/address-book`: the signed-in account's entries on every chain (needs the session cookie). */
export function getAddressBook(request: GatewayRequest): Promise<AddressBookEntry[]> {
  return fetchGateway({ ...request, path: 'v1/address-book', schema: z.array(addressBookEntrySchema) })
}
