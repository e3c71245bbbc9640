import { dataDecodedSchema, dataDecoderRequestSchema } from '@strongroom/protocol'
import { decodeTransactionData } from '../domain/data-decoder/decodeTransactionData'
import type { GatewayContext } from '../domain/GatewayContext'
import { errorResponses } from './errorResponses'
import { chainParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** `POST /v1/chains/{chainId}/data-decoder`: calldata → method and parameters. */
export function dataDecoderRoutes(app: ZodFastify, context: GatewayContext): void {
  app.post(
    '/v1/chains/:chainId/data-decoder',
    {
      schema: {
        tags: ['data-decoder'],
        params: chainParamsSchema,
        body: dataDecoderRequestSchema,
        response: { 200: dataDecodedSchema, ...errorResponses },
      },
    },
    async (request) => decodeTransactionData(context, { chainId: request.params.chainId, request: request.body }),
  )
}
