import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getContractInfo } from '../gateway/getContractInfo'
import { gatewayKeys } from './gatewayKeys'

/**
 * What the gateway knows of a contract (name, ABI), for the contract interaction form. Not retried: most addresses
 * are contracts it does not know (404), which is an answer, not a failure.
 */
export function contractInfoQuery({ gatewayUrl, chainId }: { gatewayUrl: string; chainId: number }, address: Address) {
  return queryOptions({
    queryKey: gatewayKeys.contractInfo(gatewayUrl, chainId, address),
    queryFn: ({ signal }) => getContractInfo({ baseUrl: gatewayUrl, signal, chainId, address }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
