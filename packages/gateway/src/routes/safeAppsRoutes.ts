import { safeAppsSchema } from '@strongroom/protocol'
import { z } from 'zod'
import { requireChain } from '../domain/chains/requireChain'
import type { GatewayContext } from '../domain/GatewayContext'
import { listSafeApps } from '../domain/safe-apps/listSafeApps'
import { errorResponses } from './errorResponses'
import { chainParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

const urlQuery = z.string().max(2048).optional()

/**
 * `GET /v1/chains/{chainId}/safe-apps` (docs/gateway-api.md §4.14) from the registry loaded at start (`context.safeApps`).
 * The wallet's origin arrives as `client_url` (SDK, Safe{Wallet}) or `clientUrl` (CGW, newer config service): both are
 * read, the snake-case one first.
 */
export function safeAppsRoutes(app: ZodFastify, context: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safe-apps',
    {
      schema: {
        tags: ['safe-apps'],
        params: chainParamsSchema,
        querystring: z.object({ client_url: urlQuery, clientUrl: urlQuery, url: urlQuery }),
        response: { 200: safeAppsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { chainId } = request.params
      requireChain(context.chains, chainId)
      const clientUrl = request.query.client_url ?? request.query.clientUrl
      return listSafeApps(context.safeApps, { chainId, clientUrl, url: request.query.url })
    },
  )
}
