import { queryOptions } from '@tanstack/react-query'
import { getChainInfo } from '../gateway/getChainInfo'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/** The chain's description (short name for URLs, features, native currency); changes only with a redeploy. */
export function chainInfoQuery({ gatewayUrl, chainId }: { gatewayUrl: string; chainId: number }) {
  return queryOptions({
    queryKey: gatewayKeys.chainInfo(gatewayUrl, chainId),
    queryFn: ({ signal }) => getChainInfo({ baseUrl: gatewayUrl, signal, chainId }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryGatewayRequest,
  })
}
