import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getOwnedSafes } from '../gateway/getOwnedSafes'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/** The Safes `owner` is an owner of on the chain; the Safe list and the notification settings share it. */
export function ownedSafesQuery({ gatewayUrl, chainId }: { gatewayUrl: string; chainId: number }, owner: Address) {
  return queryOptions({
    queryKey: gatewayKeys.ownedSafes(gatewayUrl, chainId, owner),
    queryFn: ({ signal }) => getOwnedSafes({ baseUrl: gatewayUrl, signal, chainId, owner }),
    retry: shouldRetryGatewayRequest,
  })
}
