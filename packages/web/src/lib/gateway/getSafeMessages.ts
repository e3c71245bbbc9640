import { type SafeMessagePage, safeMessagePageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/messages`: one page of the Safe's off-chain messages, a DATE_LABEL before
 * each UTC day (docs/gateway-api.md §4.17). Pass a page's `next` URL as `pageUrl` to read the following page.
 */
export function getSafeMessages(
  request: GatewayRequest & { chainId: number; address: Address; pageUrl?: string | undefined },
): Promise<SafeMessagePage> {
  return fetchGateway({
    ...request,
    path: request.pageUrl ?? `/v1/chains/${request.chainId}/safes/${request.address}/messages`,
    schema: safeMessagePageSchema,
  })
}
