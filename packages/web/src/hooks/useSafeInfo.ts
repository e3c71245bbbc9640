import { useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { safeInfoQuery } from '../lib/query/safeInfoQuery'
import { useRuntimeConfig } from './useRuntimeConfig'
import { useSafeStreamStatus } from './useSafeStreamStatus'

/**
 * How often Safe data is re-read while no live stream covers the Safe: SafeInfo's tags tell the queue and collectibles
 * when to reload (as Safe{Wallet}).
 */
export const SAFE_INFO_POLLING_MS = 15_000

/**
 * `refetchInterval` of a Safe's data: idle while the live stream covers it, except for a query whose last load failed.
 * The stream says when data changes, not when a failed read would now succeed (the gateway's upstream came back), so
 * a failed query keeps retrying on the polling timer.
 */
export function safePollingInterval(live: boolean) {
  return (query: { state: { status: string } }): number | false =>
    live && query.state.status !== 'error' ? false : SAFE_INFO_POLLING_MS
}

/**
 * SafeInfo of the Safe at `address` on this deployment's chain, kept fresh by the gateway's live stream where one is
 * open (features/live-updates), by polling otherwise.
 */
export function useSafeInfo(address: Address | undefined) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const live = useSafeStreamStatus(address) === 'live'
  return useQuery({
    // Without an address the query stays idle; the placeholder address only completes the key.
    ...safeInfoQuery({ gatewayUrl, chainId, safe: address ?? zeroAddress }),
    enabled: address !== undefined,
    refetchInterval: safePollingInterval(live),
  })
}
