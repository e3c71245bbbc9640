import { proposeTransactionBodySchema, transactionDetailsSchema } from '@strongroom/protocol'
import { z } from 'zod'
import type { GatewayContext } from '../domain/GatewayContext'
import { getTransactionDetails } from '../domain/transactions/getTransactionDetails'
import { proposeTransaction } from '../domain/transactions/proposeTransaction'
import { errorResponses } from './errorResponses'
import { addressParamSchema } from './schemas/addressParamSchema'
import type { ZodFastify } from './ZodFastify'

/** Transaction details by id, and proposing/confirming a multisig transaction. */
export function transactionsRoutes(app: ZodFastify, context: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/transactions/:transactionId',
    {
      schema: {
        tags: ['transactions'],
        params: z.object({ chainId: z.string().max(78), transactionId: z.string().max(512) }),
        response: { 200: transactionDetailsSchema, ...errorResponses },
      },
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
