import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getSafeBalances } from '../lib/gateway/getSafeBalances'
import { shouldRetryGatewayRequest } from '../lib/gateway/shouldRetryGatewayRequest'
import { useRuntimeConfig } from './useRuntimeConfig'
import { SAFE_INFO_POLLING_MS } from './useSafeInfo'
import { useSafeStreamStatus } from './useSafeStreamStatus'

/**
 * Token balances of a Safe valued in `currency`; `trusted` keeps the default token list only. Polled unless the
 * Safe's live stream is open (it then reloads them when they change).
 */
export function useSafeBalances(address: Address | undefined, options: { currency: string; trusted: boolean }) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const live = useSafeStreamStatus(address) === 'live'
  const { currency, trusted } = options
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'balances', chainId, address, currency.toUpperCase(), trusted],
    queryFn: ({ signal }) =>
      getSafeBalances({ baseUrl: gatewayUrl, signal, chainId, address: address!, currency, trusted }),
    enabled: address !== undefined,
    refetchInterval: live ? false : SAFE_INFO_POLLING_MS,
    retry: shouldRetryGatewayRequest,
  })
}
