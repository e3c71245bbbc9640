import { type TransactionListPage, transactionListPageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/transactions/history`: one page of executed transactions, module
 * transactions and transfers, newest first, with a DATE_LABEL before each day of `timezone` (an IANA name;
 * docs/gateway-api.md §4.8). Pass a page's `next` URL as `pageUrl` to read the following page.
 */
export function getTransactionHistory(
  request: GatewayRequest & {
    chainId: number
    address: Address
    timezone?: string | undefined
    pageUrl?: string | undefined
  },
): Promise<TransactionListPage> {
  const query = request.timezone ? `?${new URLSearchParams({ timezone: request.timezone })}` : ''
  return fetchGateway({
    ...request,
    path: request.pageUrl ?? `/v1/chains/${request.chainId}/safes/${request.address}/transactions/history${query}`,
    schema: transactionListPageSchema,
  })
}
