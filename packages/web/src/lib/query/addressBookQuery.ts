import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { shouldRetryGatewayRequest } from '../gateway/shouldRetryGatewayRequest'
import { gatewayKeys } from './gatewayKeys'

/**
 * The signed-in `account`'s address book on the gateway, entries as the gateway wrote them (callers parse them with
 * the address book's rules). Needs the session: enable it only while `account` is signed in. The endpoint is loaded
 * on first use, so signed-out visitors never download it.
 */
export function addressBookQuery({ gatewayUrl }: { gatewayUrl: string }, account: Address) {
  return queryOptions({
    queryKey: gatewayKeys.addressBook(gatewayUrl, account),
    queryFn: async ({ signal }) => {
      const { getAddressBook } = await import('../gateway/getAddressBook')
      return getAddressBook({ baseUrl: gatewayUrl, signal })
    },
    retry: shouldRetryGatewayRequest,
  })
}
