import { type SafeApp, safeAppsSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safe-apps?client_url=…` (docs/gateway-api.md §4.14): the registry's apps for this chain
 * that may be embedded by the web app at `clientUrl` (its own origin). A plain array, not a page.
 */
export function getSafeApps(request: GatewayRequest & { chainId: number; clientUrl: string }): Promise<SafeApp[]> {
  const query = new URLSearchParams({ client_url: request.clientUrl })
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safe-apps?${query}`,
    schema: safeAppsSchema,
  })
}
