import { chainInfoSchema, indexingStatusSchema, masterCopySchema, pageSchema } from '@strongroom/protocol'
import { z } from 'zod'
import { getChain } from '../domain/chains/getChain'
import { getChains } from '../domain/chains/getChains'
import { getIndexingStatus } from '../domain/chains/getIndexingStatus'
import { getMasterCopies } from '../domain/chains/getMasterCopies'
import type { GatewayContext } from '../domain/GatewayContext'
import type { TokenList } from '../domain/token-list/createTokenList'
import { errorResponses } from './errorResponses'
import { publicUrlOf } from './pagination/resolvePublicUrl'
import { chainParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/**
 * `/v1/chains…`: chain configuration, master copies and indexing status. `tokenList` (the balances' token list) turns
 * DEFAULT_TOKENLIST on for the chains it trusts tokens of.
 */
export function chainsRoutes(
  app: ZodFastify,
  context: GatewayContext,
  { tokenList }: { tokenList?: Pick<TokenList, 'trustsAny'> } = {},
): void {
  app.get(
    '/v1/chains',
    {
      schema: {
        tags: ['chains'],
        querystring: z.object({ cursor: z.string().optional() }),
        response: { 200: pageSchema(chainInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const results = getChains(context, { gatewayUrl: publicUrlOf(request).baseUrl, tokenList })
      // One page holds every chain: Safe{Wallet} never follows `next` here (docs/gateway-api.md §2).
      return { count: results.length, next: null, previous: null, results }
    },
  )

  app.get(
    '/v1/chains/:chainId',
    { schema: { tags: ['chains'], params: chainParamsSchema, response: { 200: chainInfoSchema, ...errorResponses } } },
    async (request) =>
      getChain(context, { chainId: request.params.chainId, gatewayUrl: publicUrlOf(request).baseUrl, tokenList }),
  )

  app.get(
    '/v1/chains/:chainId/about/master-copies',
    {
      schema: {
        tags: ['chains'],
        params: chainParamsSchema,
        response: { 200: z.array(masterCopySchema), ...errorResponses },
      },
    },
    async (request) => getMasterCopies(context, { chainId: request.params.chainId }),
  )

  app.get(
    '/v1/chains/:chainId/about/indexing',
    {
      schema: {
        tags: ['chains'],
        params: chainParamsSchema,
        response: { 200: indexingStatusSchema, ...errorResponses },
      },
    },
    async (request) => getIndexingStatus(context, { chainId: request.params.chainId }),
  )
}
