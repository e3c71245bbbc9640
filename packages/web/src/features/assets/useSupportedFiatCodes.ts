import { useQuery } from '@tanstack/react-query'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { getSupportedFiatCodes } from '../../lib/gateway/getSupportedFiatCodes'
import { shouldRetryGatewayRequest } from '../../lib/gateway/shouldRetryGatewayRequest'

/** The currencies the gateway can value balances in. */
export function useSupportedFiatCodes() {
  const { gatewayUrl } = useRuntimeConfig()
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'fiat-codes'],
    queryFn: ({ signal }) => getSupportedFiatCodes({ baseUrl: gatewayUrl, signal }),
    staleTime: 60 * 60_000,
    retry: shouldRetryGatewayRequest,
  })
}
