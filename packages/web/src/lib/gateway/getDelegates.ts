import { type DelegatesPage, delegatesPageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v2/chains/{chainId}/delegates?safe=`: the first page of the delegates (proposers) of one Safe (docs/gateway-api.md §4.18). */
export function getDelegates(request: GatewayRequest & { chainId: number; safe: Address }): Promise<DelegatesPage> {
  return fetchGateway({
    ...request,
    path: `/v2/chains/${request.chainId}/delegates?safe=${request.safe}`,
    schema: delegatesPageSchema,
  })
}
