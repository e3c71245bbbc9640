import { type TransactionListPage, transactionListPageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/chains/{chainId}/safes/{address}/transactions/queued`: the first page of the queue, grouped by nonce. */
export function getQueuedTransactions(
  request: GatewayRequest & { chainId: number; address: Address },
): Promise<TransactionListPage> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/transactions/queued`,
    schema: transactionListPageSchema,
  })
}
