import type { Address } from 'viem'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `DELETE /v1/address-book/{chainId}/{address}`: removes one entry of the signed-in account. */
export async function deleteAddressBookEntry(
  request: GatewayRequest & { chainId: number; address: Address },
): Promise<void> {
  await fetchGateway({
    ...request,
    path: `v1/address-book/${request.chainId}/${request.address}`,
    method: 'DELETE',
    schema: z.unknown(),
  })
}
