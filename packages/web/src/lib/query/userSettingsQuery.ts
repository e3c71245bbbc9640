import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/**
 * The signed-in `account`'s settings on the gateway. Needs the session: enable it only while `account` is signed in.
 * The endpoint is loaded on first use, so signed-out visitors never download it.
 */
export function userSettingsQuery({ gatewayUrl }: { gatewayUrl: string }, account: Address) {
  return queryOptions({
    queryKey: gatewayKeys.userSettings(gatewayUrl, account),
    queryFn: async ({ signal }) => {
      const { getUserSettings } = await import('../gateway/getUserSettings')
      return getUserSettings({ baseUrl: gatewayUrl, signal })
    },
    retry: shouldRetryGatewayRequest,
  })
}
