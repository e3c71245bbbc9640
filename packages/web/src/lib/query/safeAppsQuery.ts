import { queryOptions } from '@tanstack/react-query'
import { getSafeApps } from '../gateway/getSafeApps'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/** How long the registry's list counts as fresh: it changes with the gateway's configuration, rarely. */
export const SAFE_APPS_STALE_MS = 10 * 60_000

/** The registry's Safe Apps of this chain that the web app at `clientUrl` (its own origin) may embed. */
export function safeAppsQuery({
  gatewayUrl,
  chainId,
  clientUrl,
}: {
  gatewayUrl: string
  chainId: number
  clientUrl: string
}) {
  return queryOptions({
    queryKey: gatewayKeys.safeApps(gatewayUrl, chainId, clientUrl),
    queryFn: ({ signal }) => getSafeApps({ baseUrl: gatewayUrl, signal, chainId, clientUrl }),
    staleTime: SAFE_APPS_STALE_MS,
    retry: shouldRetryGatewayRequest,
  })
}
