import { type TransactionListPage, transactionListPageSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/multisig-transactions/?to=`: the first page of a Safe's multisig
 * transactions, queued and executed, highest nonce first, those calling `to` only when it is given
 * (docs/gateway-api.md §4.7).
 */
export function getMultisigTransactions(
  request: GatewayRequest & { chainId: number; address: Address; to?: Address | undefined },
): Promise<TransactionListPage> {
  const query = request.to ? `?${new URLSearchParams({ to: request.to })}` : ''
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/multisig-transactions/${query}`,
    schema: transactionListPageSchema,
  })
}
