import { fiatCodesSchema, safeBalanceResponseSchema } from '@strongroom/protocol'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { createBalancesServices } from '../domain/balances/createBalancesServices'
import { type BalancesServices, getSafeBalances } from '../domain/balances/getSafeBalances'
import { getSupportedFiatCodes } from '../domain/balances/getSupportedFiatCodes'
import type { GatewayContext } from '../domain/GatewayContext'
import { type AssetsConfig, assetsConfigSchema } from '../domain/prices/assetsConfigSchema'
import { PriceProviderUnavailableError } from '../domain/prices/PriceProviderUnavailableError'
import { errorResponses } from './errorResponses'
import { booleanQuerySchema } from './schemas/booleanQuerySchema'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import { toErrorResponse } from './toErrorResponse'
import type { ZodFastify } from './ZodFastify'

/**
 * A price source that is down answers 503 (docs/gateway-api.md §3.1, CGW's prices errors); everything else goes through
 * the shared mapper. Kept here until toErrorResponse knows PriceProviderUnavailableError.
 */
function priceErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PriceProviderUnavailableError) {
    request.log.warn({ err: error }, 'prices provider unavailable')
    return reply.code(503).send({ code: 503, message: error.message })
  }
  const { statusCode, body, unexpected } = toErrorResponse(error)
  if (unexpected) request.log.error({ err: error }, 'request failed')
  return reply.code(statusCode).send(body)
}

/**
 * Balances with fiat values, and the fiat codes they can be asked in (docs/gateway-api.md §4.3, §4.4). `assets` comes
 * from the gateway config (devnet defaults when absent).
 */
export function balancesRoutes(
  app: ZodFastify,
  context: GatewayContext,
  assets: AssetsConfig = assetsConfigSchema.parse({}),
  services: BalancesServices = createBalancesServices(context, assets),
): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/balances/:currency',
    {
      errorHandler: priceErrorHandler,
      schema: {
        tags: ['balances'],
        params: safeParamsSchema.extend({
          currency: z.string().regex(/^[A-Za-z0-9]{1,10}$/, 'must be a currency code such as USD'),
        }),
        querystring: z.object({
          trusted: booleanQuerySchema.default(false),
          exclude_spam: booleanQuerySchema.default(true),
        }),
        response: { 200: safeBalanceResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getSafeBalances(context, services, {
        chainId: request.params.chainId,
        safe: request.params.address,
        currency: request.params.currency,
        trusted: request.query.trusted,
        excludeSpam: request.query.exclude_spam,
      }),
  )

  app.get(
    '/v1/balances/supported-fiat-codes',
    {
      errorHandler: priceErrorHandler,
      schema: { tags: ['balances'], response: { 200: fiatCodesSchema, ...errorResponses } },
    },
    async () => getSupportedFiatCodes(services.prices),
  )
}
