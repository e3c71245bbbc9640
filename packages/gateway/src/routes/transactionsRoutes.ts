import {
  parseTransactionId,
  proposeTransactionBodySchema,
  type TransactionId,
  transactionDetailsSchema,
} from '@strongroom/protocol'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { GatewayContext } from '../domain/GatewayContext'
import { getTransactionDetails } from '../domain/transactions/getTransactionDetails'
import { proposeTransaction } from '../domain/transactions/proposeTransaction'
import { errorResponses } from './errorResponses'
import { cachedRoute } from './response-cache/cachedRoute'
import type { ResponseCache } from './response-cache/ResponseCache'
import { addressParamSchema } from './schemas/addressParamSchema'
import type { ZodFastify } from './ZodFastify'

/**
 * Transaction details by id, and proposing/confirming a multisig transaction. Details are served from `cache` while
 * the Safe the id names is unchanged; a bare safeTxHash names no Safe before the lookup, so it is never cached.
 */
export function transactionsRoutes(app: ZodFastify, context: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/transactions/:transactionId',
    {
      schema: {
        tags: ['transactions'],
        params: z.object({ chainId: z.string().max(78), transactionId: z.string().max(512) }),
        response: { 200: transactionDetailsSchema, ...errorResponses },
      },
      ...cachedRoute(cache, { scope: transactionScope }),
    },
    async (request) => getTransactionDetails(context, request.params),
  )

  app.post(
    '/v1/chains/:chainId/transactions/:safe/propose',
    {
      schema: {
        tags: ['transactions'],
        params: z.object({ chainId: z.string().max(78), safe: addressParamSchema }),
        body: proposeTransactionBodySchema,
        response: { 200: transactionDetailsSchema, ...errorResponses },
      },
    },
    // 200, not 201, like CGW (`@HttpCode(200)`).
    async (request) =>
      proposeTransaction(context, {
        chainId: request.params.chainId,
        safe: request.params.safe,
        proposal: request.body,
      }),
  )
}

/** The Safe a transaction id names (every form but a bare safeTxHash), from the raw params. */
function transactionScope(request: FastifyRequest): { chainId: string; safe: string } | null {
  const { chainId, transactionId } = request.params as { chainId?: string; transactionId?: string }
  if (!chainId || !transactionId) return null
  let id: TransactionId
  try {
    id = parseTransactionId(transactionId)
  } catch {
    // The handler answers the same parse failure with a 400; nothing to cache.
    return null
  }
  return id.type === 'SAFE_TX_HASH' ? null : { chainId, safe: id.safeAddress }
}
