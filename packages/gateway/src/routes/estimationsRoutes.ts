import { safeTxGasEstimationRequestSchema, safeTxGasEstimationSchema } from '@strongroom/protocol'
import { estimateSafeTransaction } from '../domain/estimations/estimateSafeTransaction'
import type { GatewayContext } from '../domain/GatewayContext'
import { errorResponses } from './errorResponses'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** `POST /v2/…/multisig-transactions/estimations`: nonces and safeTxGas for a new transaction. */
export function estimationsRoutes(app: ZodFastify, context: GatewayContext): void {
  app.post(
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    {
      schema: {
        tags: ['transactions'],
        params: safeParamsSchema,
        body: safeTxGasEstimationRequestSchema,
        response: { 200: safeTxGasEstimationSchema, ...errorResponses },
      },
    },
    async (request) =>
      estimateSafeTransaction(context, {
        chainId: request.params.chainId,
        safe: request.params.address,
        request: request.body,
      }),
  )
}
