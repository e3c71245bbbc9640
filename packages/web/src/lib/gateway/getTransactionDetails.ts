import { type TransactionDetails, transactionDetailsSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/transactions/{transactionId}`: one transaction with its data and confirmations
 * (docs/gateway-api.md §4.10, §5.4). The id is opaque and travels URL-encoded.
 */
export function getTransactionDetails(
  request: GatewayRequest & { chainId: number; transactionId: string },
): Promise<TransactionDetails> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/transactions/${encodeURIComponent(request.transactionId)}`,
    schema: transactionDetailsSchema,
  })
}
