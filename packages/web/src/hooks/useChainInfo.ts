import { useQuery } from '@tanstack/react-query'
import { getChainInfo } from '../lib/gateway/getChainInfo'
import { shouldRetryGatewayRequest } from '../lib/gateway/shouldRetryGatewayRequest'
import { useRuntimeConfig } from './useRuntimeConfig'

/** The gateway's description of this deployment's chain (short name for URLs, features, native currency). */
export function useChainInfo() {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'chain', chainId],
    queryFn: ({ signal }) => getChainInfo({ baseUrl: gatewayUrl, signal, chainId }),
    // A chain's configuration only changes with a gateway redeploy.
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryGatewayRequest,
  })
}
