import { importFromTransactionServiceBodySchema, transactionServiceImportReportSchema } from '@strongroom/protocol'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import type { GatewayContext } from '../domain/GatewayContext'
import { importFromTransactionService } from '../domain/transaction-service-import/importFromTransactionService'
import type { TransactionServiceImportSettings } from '../domain/transaction-service-import/transactionServiceImportSettingsSchema'
import { errorResponses } from './errorResponses'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** A URL and a key; nothing more is needed. */
const BODY_LIMIT = 8 * 1024

/**
 * `POST /v1/chains/{chainId}/safes/{address}/transaction-service-import` (docs/gateway-api.md §4.21,
 * docs/transaction-service-import.md): a signed-in owner moves the Safe's pending queue and messages from a Safe
 * Transaction Service; the answer reports each item imported or refused.
 */
export function transactionServiceImportRoutes(
  app: ZodFastify,
  context: GatewayContext,
  sessions: SessionDeps,
  settings: TransactionServiceImportSettings,
): void {
  app.post(
    '/v1/chains/:chainId/safes/:address/transaction-service-import',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['transaction-service-import'],
        params: safeParamsSchema,
        body: importFromTransactionServiceBodySchema,
        response: { 200: transactionServiceImportReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireSession(request, sessions)
      return importFromTransactionService(context, {
        chainId: request.params.chainId,
        safe: request.params.address,
        actor: session.account,
        serviceUrl: request.body.serviceUrl,
        apiKey: request.body.apiKey ?? null,
        settings,
      })
    },
  )
}
