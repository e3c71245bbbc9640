import { type OwnedSafes, ownedSafesSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/chains/{chainId}/owners/{owner}/safes`: the Safes `owner` is currently an owner of. */
export function getOwnedSafes(request: GatewayRequest & { chainId: number; owner: Address }): Promise<OwnedSafes> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/owners/${request.owner}/safes`,
    schema: ownedSafesSchema,
  })
}
