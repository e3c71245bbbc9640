import { safeIndexingStatusSchema } from '@strongroom/protocol'
import type { GatewayContext } from '../domain/GatewayContext'
import { getSafeIndexingStatus } from '../domain/safes/getSafeIndexingStatus'
import { errorResponses } from './errorResponses'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/**
 * `GET /v1/chains/{chainId}/safes/{address}/indexing`: how far back a Safe's history is complete while it is
 * backfilled, and the node's limits (docs/rpc-providers.md §5). Never cached: it moves with every backfill window.
 */
export function safeIndexingRoutes(app: ZodFastify, context: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/indexing',
    {
      schema: {
        tags: ['safes'],
        params: safeParamsSchema,
        response: { 200: safeIndexingStatusSchema, ...errorResponses },
      },
    },
    async (request) => getSafeIndexingStatus(context, request.params),
  )
}
