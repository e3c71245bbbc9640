import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { getOwnedSafes } from '../../lib/gateway/getOwnedSafes'
import { shouldRetryGatewayRequest } from '../../lib/gateway/shouldRetryGatewayRequest'

/**
 * The Safes `owner` owns on this deployment's chain. The key is the one of the Safes list (features/safes
 * `useOwnedSafes`), so both share one cache entry; that hook is not exported because features/safes/index.ts is on
 * the landing page and re-exporting it would pull the gateway client in there.
 */
export function useSafesOwnedBy(owner: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'owned-safes', chainId, owner],
    queryFn: ({ signal }) => getOwnedSafes({ baseUrl: gatewayUrl, signal, chainId, owner }),
    retry: shouldRetryGatewayRequest,
  })
}
