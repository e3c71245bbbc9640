import { useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { safePollingInterval } from '../../hooks/useSafeInfo'
import { useSafeStreamStatus } from '../../hooks/useSafeStreamStatus'
import { safeBalancesQuery } from '../../lib/query/safeBalancesQuery'

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
