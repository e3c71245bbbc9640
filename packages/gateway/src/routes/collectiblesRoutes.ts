import { collectiblePageSchema, collectibleSchema } from '@strongroom/protocol'
import { z } from 'zod'
import { createCollectibleMetadataResolver } from '../domain/collectibles/CollectibleMetadataResolver'
import { type CollectiblesServices, listCollectibles } from '../domain/collectibles/listCollectibles'
import type { GatewayContext } from '../domain/GatewayContext'
import { type AssetsConfig, assetsConfigSchema } from '../domain/prices/assetsConfigSchema'
import { createTokenList } from '../domain/token-list/createTokenList'
import { errorResponses } from './errorResponses'
import { buildPageLinks } from './pagination/buildPageLinks'
import { publicUrlOf } from './pagination/resolvePublicUrl'
import { booleanQuerySchema } from './schemas/booleanQuerySchema'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import { cursorQuerySchema } from './schemas/cursorQuerySchema'
import type { ZodFastify } from './ZodFastify'

/** A request waits this much longer than one download may take, then answers with what it has. */
const WAIT_MARGIN_MS = 1000

const filters = {
  trusted: booleanQuerySchema.default(false),
  exclude_spam: booleanQuerySchema.default(true),
}

/**
 * ERC-721 collectibles of a Safe (docs/gateway-api.md §4.6): v2 as a proxy-style page with `count`, v1 (legacy Rust
 * gateway) as a plain array of the same items. `assets` comes from the gateway config (devnet defaults when absent).
 */
export function collectiblesRoutes(
  app: ZodFastify,
  context: GatewayContext,
  assets: AssetsConfig = assetsConfigSchema.parse({}),
): void {
  const { collectibles } = assets
  const services: CollectiblesServices = {
    tokenList: createTokenList(assets.tokenList, context.chains),
    resolveMetadata: createCollectibleMetadataResolver({
      db: context.db,
      limits: {
        timeoutMs: collectibles.metadataTimeoutMs,
        maxBytes: collectibles.metadataMaxBytes,
        allowPrivateNetwork: collectibles.allowPrivateNetwork,
        ipfsGateway: collectibles.ipfsGateway,
      },
      retryFailedAfterMs: collectibles.retryFailedAfterSeconds * 1000,
      waitMs: collectibles.metadataTimeoutMs + WAIT_MARGIN_MS,
    }),
  }

  app.get(
    '/v2/chains/:chainId/safes/:address/collectibles',
    {
      schema: {
        tags: ['collectibles'],
        params: safeParamsSchema,
        querystring: z.object({ ...filters, cursor: cursorQuerySchema }),
        response: { 200: collectiblePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.cursor
      const { items, total } = await listCollectibles(context, services, {
        chainId: request.params.chainId,
        safe: request.params.address,
        trusted: request.query.trusted,
        excludeSpam: request.query.exclude_spam,
        page,
      })
      return { count: total, ...buildPageLinks(publicUrlOf(request).url, page, total), results: items }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/collectibles',
    {
      schema: {
        tags: ['collectibles'],
        params: safeParamsSchema,
        querystring: z.object(filters),
        response: { 200: z.array(collectibleSchema), ...errorResponses },
      },
    },
    async (request) =>
      (
        await listCollectibles(context, services, {
          chainId: request.params.chainId,
          safe: request.params.address,
          trusted: request.query.trusted,
          excludeSpam: request.query.exclude_spam,
        })
      ).items,
  )
}
