import { noncesSchema, ownedSafesSchema, safeInfoSchema, safeOverviewSchema } from '@strongroom/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { BalancesServices } from '../domain/balances/getSafeBalances'
import type { GatewayContext } from '../domain/GatewayContext'
import { getNonces } from '../domain/safes/getNonces'
import { getOwnedSafes } from '../domain/safes/getOwnedSafes'
import { getOwnedSafesOnAllChains } from '../domain/safes/getOwnedSafesOnAllChains'
import { getSafeInfo } from '../domain/safes/getSafeInfo'
import { getSafeOverviews, type SafeReference } from '../domain/safes/getSafeOverviews'
import { errorResponses } from './errorResponses'
import type { ChainHeads } from './response-cache/ChainHeads'
import { cachedRoute } from './response-cache/cachedRoute'
import type { ResponseCache } from './response-cache/ResponseCache'
import { safeScope } from './response-cache/safeScope'
import { addressParamSchema } from './schemas/addressParamSchema'
import { booleanQuerySchema } from './schemas/booleanQuerySchema'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** More Safes than a dashboard shows; bounds the chain reads one request can cause. */
const MAX_OVERVIEWS = 100

const safeReferencesSchema = z.string().transform((value, context): SafeReference[] => {
  const entries = value.split(',').filter((entry) => entry.length > 0)
  if (entries.length === 0 || entries.length > MAX_OVERVIEWS) {
    context.addIssue({ code: 'custom', message: `must list 1 to ${MAX_OVERVIEWS} <chainId>:<address> entries` })
    return z.NEVER
  }
  const references: SafeReference[] = []
  for (const entry of entries) {
    const [chainId, address, ...rest] = entry.split(':')
    if (!chainId || !/^\d+$/.test(chainId) || !address || rest.length > 0 || !isAddress(address)) {
      context.addIssue({ code: 'custom', message: `"${entry}" is not <chainId>:<address>` })
      return z.NEVER
    }
    references.push({ chainId, address: getAddress(address) as Address })
  }
  return references
})

/**
 * Safe-level reads: SafeInfo, nonces, Safes of an owner (one chain or all), overviews. SafeInfo is served from `cache`
 * while neither the Safe changed nor a new block arrived (`heads` knows the head block: a Safe not indexed yet
 * is read live). Overviews value Safes with the balances route's `balances` services.
 */
export function safesRoutes(
  app: ZodFastify,
  context: GatewayContext,
  { cache, heads, balances }: { cache: ResponseCache; heads: ChainHeads; balances: BalancesServices },
): void {
  app.get(
    '/v1/chains/:chainId/safes/:address',
    {
      schema: { tags: ['safes'], params: safeParamsSchema, response: { 200: safeInfoSchema, ...errorResponses } },
      ...cachedRoute(cache, {
        scope: safeScope,
        revisionOf: (request) => heads.revisionOf((request.params as { chainId: string }).chainId),
      }),
    },
    async (request) => getSafeInfo(context, request.params),
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/nonces',
    { schema: { tags: ['safes'], params: safeParamsSchema, response: { 200: noncesSchema, ...errorResponses } } },
    async (request) => getNonces(context, request.params),
  )

  app.get(
    '/v1/chains/:chainId/owners/:address/safes',
    { schema: { tags: ['safes'], params: safeParamsSchema, response: { 200: ownedSafesSchema, ...errorResponses } } },
    async (request) => getOwnedSafes(context, { chainId: request.params.chainId, owner: request.params.address }),
  )

  app.get(
    '/v1/owners/:address/safes',
    {
      schema: {
        tags: ['safes'],
        params: z.object({ address: addressParamSchema }),
        response: {
          200: z.record(z.string(), z.array(z.string())).describe('Safes of the owner per served chain id'),
          ...errorResponses,
        },
      },
    },
    async (request) => getOwnedSafesOnAllChains(context, { owner: request.params.address }),
  )

  app.get(
    '/v1/safes',
    {
      schema: {
        tags: ['safes'],
        querystring: z.object({
          safes: safeReferencesSchema,
          currency: z.string().max(10).optional(),
          trusted: booleanQuerySchema.default(false),
          exclude_spam: booleanQuerySchema.default(true),
          wallet_address: addressParamSchema.optional(),
        }),
        response: { 200: z.array(safeOverviewSchema), ...errorResponses },
      },
    },
    async (request) =>
      getSafeOverviews(context, balances, {
        safes: request.query.safes,
        currency: request.query.currency ?? 'usd',
        trusted: request.query.trusted,
        excludeSpam: request.query.exclude_spam,
        ...(request.query.wallet_address ? { walletAddress: request.query.wallet_address } : {}),
      }),
  )
}
