import { type ProposeTransactionRequest, type TransactionDetails, transactionDetailsSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/chains/{chainId}/transactions/{safe}/propose`: stores a Safe transaction with the owners' signatures, or
 * adds the signatures to the one already stored under the same safeTxHash (docs/gateway-api.md §4.12). Build `body`
 * with protocol's `buildProposeTransactionBody`.
 * @returns the stored transaction's details.
 */
export function proposeTransaction(
  request: GatewayRequest & { chainId: number; safe: Address; body: ProposeTransactionRequest },
): Promise<TransactionDetails> {
  return fetchGateway({
    ...request,
    method: 'POST',
    path: `/v1/chains/${request.chainId}/transactions/${request.safe}/propose`,
    body: request.body,
    schema: transactionDetailsSchema,
  })
}
