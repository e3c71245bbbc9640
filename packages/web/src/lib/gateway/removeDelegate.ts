import type { DeleteDelegateBody } from '@strongroom/protocol'
import type { Address } from 'viem'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `DELETE /v2/chains/{chainId}/delegates/{delegate}`: signed by the delegator or the delegate; needs a session. */
export async function removeDelegate(
  request: GatewayRequest & { chainId: number; delegate: Address; body: DeleteDelegateBody },
): Promise<void> {
  await fetchGateway({
    ...request,
    path: `/v2/chains/${request.chainId}/delegates/${request.delegate}`,
    method: 'DELETE',
    body: request.body,
    schema: z.unknown(),
  })
}
