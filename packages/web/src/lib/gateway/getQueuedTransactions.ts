import { type TransactionListPage, transactionListPageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/transactions/queued`: one page of the queue, grouped by nonce
 * (docs/gateway-api.md §4.9). Pass a page's `next` URL as `pageUrl` to read the following page.
 */
export function getQueuedTransactions(
  request: GatewayRequest & { chainId: number; address: Address; pageUrl?: string | undefined },
): Promise<TransactionListPage> {
  return fetchGateway({
    ...request,
    path: request.pageUrl ?? `/v1/chains/${request.chainId}/safes/${request.address}/transactions/queued`,
    schema: transactionListPageSchema,
  })
}
