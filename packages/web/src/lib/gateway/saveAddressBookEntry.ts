import { type AddressBookEntry, addressBookEntrySchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/address-book`: stores the entry, replacing the name of the same address on the same chain; answers the
 * stored entry. Whether an entry already exists is the caller's question (the gateway renames without a word).
 */
export function saveAddressBookEntry(
  request: GatewayRequest & { entry: { chainId: number; address: Address; name: string } },
): Promise<AddressBookEntry> {
  const { chainId, address, name } = request.entry
  return fetchGateway({
    ...request,
    path: 'v1/address-book',
    method: 'POST',
    body: { chainId: String(chainId), address, name },
    schema: addressBookEntrySchema,
  })
}
