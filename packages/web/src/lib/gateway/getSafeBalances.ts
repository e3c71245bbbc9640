import { type SafeBalanceResponse, safeBalanceResponseSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}`: token balances with fiat values, largest first.
 * `trusted` limits the list to the chain's default token list (the spam filter).
 */
export function getSafeBalances(
  request: GatewayRequest & { chainId: number; address: Address; currency: string; trusted: boolean },
): Promise<SafeBalanceResponse> {
  const query = new URLSearchParams({ trusted: String(request.trusted), exclude_spam: 'true' })
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/balances/${encodeURIComponent(request.currency.toLowerCase())}?${query}`,
    schema: safeBalanceResponseSchema,
  })
}
