import { useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { safeBalancesQuery } from '../lib/query/safeBalancesQuery'
import { useRuntimeConfig } from './useRuntimeConfig'
import { safePollingInterval } from './useSafeInfo'
import { useSafeStreamStatus } from './useSafeStreamStatus'

/**
 * Token balances of a Safe valued in `currency`; `trusted` keeps the default token list only. Polled unless the
 * Safe's live stream is open (it then reloads them when they change).
 */
export function useSafeBalances(address: Address | undefined, options: { currency: string; trusted: boolean }) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const live = useSafeStreamStatus(address) === 'live'
  return useQuery({
    // Without an address the query stays idle; the placeholder address only completes the key.
    ...safeBalancesQuery({ gatewayUrl, chainId, safe: address ?? zeroAddress }, options),
    enabled: address !== undefined,
    refetchInterval: safePollingInterval(live),
  })
}
