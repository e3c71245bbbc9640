import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { getOwnedSafes } from '../../lib/gateway/getOwnedSafes'
import { shouldRetryGatewayRequest } from '../../lib/gateway/shouldRetryGatewayRequest'

/** Query key prefix of the owned-Safes list, to refresh it after creating a Safe. */
export const OWNED_SAFES_KEY = 'owned-safes'

/** The Safes `owner` is an owner of on this deployment's chain (idle while no wallet is connected). */
export function useOwnedSafes(owner: Address | undefined) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  return useQuery({
    queryKey: ['gateway', gatewayUrl, OWNED_SAFES_KEY, chainId, owner],
    queryFn: ({ signal }) => getOwnedSafes({ baseUrl: gatewayUrl, signal, chainId, owner: owner! }),
    enabled: owner !== undefined,
    retry: shouldRetryGatewayRequest,
  })
}
