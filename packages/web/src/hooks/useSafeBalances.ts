import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getSafeBalances } from '../lib/gateway/getSafeBalances'
import { shouldRetryGatewayRequest } from '../lib/gateway/shouldRetryGatewayRequest'
import { useRuntimeConfig } from './useRuntimeConfig'
import { SAFE_INFO_POLLING_MS } from './useSafeInfo'

/** Token balances of a Safe valued in `currency`; `trusted` keeps the default token list only. */
export function useSafeBalances(address: Address | undefined, options: { currency: string; trusted: boolean }) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const { currency, trusted } = options
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'balances', chainId, address, currency.toUpperCase(), trusted],
    queryFn: ({ signal }) =>
      getSafeBalances({ baseUrl: gatewayUrl, signal, chainId, address: address!, currency, trusted }),
    enabled: address !== undefined,
    refetchInterval: SAFE_INFO_POLLING_MS,
    retry: shouldRetryGatewayRequest,
  })
}
