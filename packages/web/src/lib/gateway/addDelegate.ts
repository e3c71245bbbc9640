import type { AddDelegateBody } from '@strongroom/protocol'
import { z } from 'zod/mini'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `POST /v2/chains/{chainId}/delegates`: registers a delegate signed by its delegator; needs a session (docs/indexing.md §4.3). */
export async function addDelegate(request: GatewayRequest & { chainId: number; body: AddDelegateBody }): Promise<void> {
  await fetchGateway({
    ...request,
    path: `/v2/chains/${request.chainId}/delegates`,
    method: 'POST',
    body: request.body,
    schema: z.unknown(),
  })
}
