import { queryOptions } from '@tanstack/react-query'
import { getSupportedFiatCodes } from '../gateway/getSupportedFiatCodes'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/** The currencies the gateway can value balances in; an hour old is fresh enough. */
export function fiatCodesQuery({ gatewayUrl }: { gatewayUrl: string }) {
  return queryOptions({
    queryKey: gatewayKeys.fiatCodes(gatewayUrl),
    queryFn: ({ signal }) => getSupportedFiatCodes({ baseUrl: gatewayUrl, signal }),
    staleTime: 60 * 60_000,
    retry: shouldRetryGatewayRequest,
  })
}
