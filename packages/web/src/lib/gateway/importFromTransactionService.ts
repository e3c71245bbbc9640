import { type TransactionServiceImportReport, transactionServiceImportReportSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `POST /v1/chains/{chainId}/safes/{address}/transaction-service-import` (docs/transaction-service-import.md): the
 * signed-in owner's session moves the Safe's pending queue and messages from a Safe Transaction Service; answers what
 * was imported and what was refused.
 */
export function importFromTransactionService(
  request: GatewayRequest & { chainId: number; address: Address; serviceUrl: string; apiKey: string | null },
): Promise<TransactionServiceImportReport> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/safes/${request.address}/transaction-service-import`,
    method: 'POST',
    body: { serviceUrl: request.serviceUrl, ...(request.apiKey ? { apiKey: request.apiKey } : {}) },
    schema: transactionServiceImportReportSchema,
  })
}
