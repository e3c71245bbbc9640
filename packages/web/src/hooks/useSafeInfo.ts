import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getSafeInfo } from '../lib/gateway/getSafeInfo'
import { shouldRetryGatewayRequest } from '../lib/gateway/shouldRetryGatewayRequest'
import { useRuntimeConfig } from './useRuntimeConfig'
import { useSafeStreamStatus } from './useSafeStreamStatus'

/**
 * How often Safe info is re-read while no live stream covers the Safe: its tags tell the queue and collectibles when
 * to reload (as Safe{Wallet}).
 */
export const SAFE_INFO_POLLING_MS = 15_000

/**
 * SafeInfo of the Safe at `address` on this deployment's chain, kept fresh by the gateway's live stream where one is
 * open (features/live-updates), by polling otherwise.
 */
export function useSafeInfo(address: Address | undefined) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const live = useSafeStreamStatus(address) === 'live'
  return useQuery({
    queryKey: ['gateway', gatewayUrl, 'safe', chainId, address],
    queryFn: ({ signal }) => getSafeInfo({ baseUrl: gatewayUrl, signal, chainId, address: address! }),
    enabled: address !== undefined,
    refetchInterval: live ? false : SAFE_INFO_POLLING_MS,
    retry: shouldRetryGatewayRequest,
  })
}
