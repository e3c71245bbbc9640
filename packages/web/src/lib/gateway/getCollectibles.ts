import { type CollectiblePage, collectiblePageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v2/chains/{chainId}/safes/{address}/collectibles`: one page of the Safe's ERC-721 tokens. Pass a page's
 * `next` URL as `pageUrl` to read the following page (the gateway builds it, cursor included).
 */
export function getCollectibles(
  request: GatewayRequest & { chainId: number; address: Address; trusted: boolean; pageUrl?: string | undefined },
): Promise<CollectiblePage> {
  const query = new URLSearchParams({ trusted: String(request.trusted), exclude_spam: 'true' })
  const path = request.pageUrl ?? `/v2/chains/${request.chainId}/safes/${request.address}/collectibles?${query}`
  return fetchGateway({ ...request, path, schema: collectiblePageSchema })
}
