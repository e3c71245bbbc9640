import { transactionListPageSchema } from '@strongroom/protocol'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { GatewayContext } from '../domain/GatewayContext'
import { getTransactionHistory } from '../domain/transactions/lists/getTransactionHistory'
import { getTransactionQueue } from '../domain/transactions/lists/getTransactionQueue'
import { listIncomingTransfers } from '../domain/transactions/lists/listIncomingTransfers'
import { listModuleTransactions } from '../domain/transactions/lists/listModuleTransactions'
import { listMultisigTransactions } from '../domain/transactions/lists/listMultisigTransactions'
import { errorResponses } from './errorResponses'
import { buildPageLinks, type PageLinks } from './pagination/buildPageLinks'
import type { PageRequest } from './pagination/parseCursor'
import { publicUrlOf } from './pagination/resolvePublicUrl'
import { cachedRoute } from './response-cache/cachedRoute'
import type { ResponseCache } from './response-cache/ResponseCache'
import { safeScope } from './response-cache/safeScope'
import { addressParamSchema } from './schemas/addressParamSchema'
import { booleanQuerySchema } from './schemas/booleanQuerySchema'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import { cursorQuerySchema } from './schemas/cursorQuerySchema'
import { dateQuerySchema } from './schemas/dateQuerySchema'
import { timezoneOffsetQuerySchema } from './schemas/timezoneOffsetQuerySchema'
import { uintQuerySchema } from './schemas/uintQuerySchema'
import type { ZodFastify } from './ZodFastify'

function links(request: FastifyRequest, page: PageRequest, total: number): PageLinks {
  return buildPageLinks(publicUrlOf(request).url, page, total)
}

const schema = { tags: ['transactions'], params: safeParamsSchema } as const
const response = { 200: transactionListPageSchema, ...errorResponses } as const
/** IANA zone name (SDK 3.23 sends `timezone`); must be one the runtime knows. */
const timezone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'must be an IANA time zone name')
  .optional()

/**
 * Safe-scoped transaction lists: multisig, module, incoming transfers, history and queue (docs/gateway-api.md §4.7–4.9),
 * each served from `cache` while the Safe is unchanged (their absolute page links are covered by the cache key).
 */
export function transactionListsRoutes(app: ZodFastify, context: GatewayContext, cache: ResponseCache): void {
  const cached = cachedRoute(cache, { scope: safeScope })
  app.get(
    '/v1/chains/:chainId/safes/:address/multisig-transactions',
    {
      schema: {
        ...schema,
        querystring: z.object({
          execution_date__gte: dateQuerySchema.optional(),
          execution_date__lte: dateQuerySchema.optional(),
          to: addressParamSchema.optional(),
          value: uintQuerySchema.optional(),
          nonce: uintQuerySchema.optional(),
          executed: booleanQuerySchema.optional(),
          timezone,
          cursor: cursorQuerySchema,
        }),
        response,
      },
      ...cached,
    },
    async (request) => {
      const { query, params } = request
      const page = query.cursor
      const { items, total } = await listMultisigTransactions(context, {
        chainId: params.chainId,
        safe: params.address,
        filters: {
          ...(query.execution_date__gte ? { executedFrom: query.execution_date__gte } : {}),
          ...(query.execution_date__lte ? { executedUntil: query.execution_date__lte } : {}),
          ...(query.to ? { to: query.to } : {}),
          ...(query.value !== undefined ? { value: query.value } : {}),
          ...(query.nonce !== undefined ? { nonce: query.nonce } : {}),
          ...(query.executed !== undefined ? { executed: query.executed } : {}),
        },
        page,
      })
      // CGW v1.23 leaves `count` out of this list.
      return { ...links(request, page, total), results: items }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/module-transactions',
    {
      schema: {
        ...schema,
        querystring: z.object({
          to: addressParamSchema.optional(),
          module: addressParamSchema.optional(),
          transaction_hash: z
            .string()
            .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hash')
            .optional(),
          timezone,
          cursor: cursorQuerySchema,
        }),
        response,
      },
      ...cached,
    },
    async (request) => {
      const { query, params } = request
      const page = query.cursor
      const { items, total } = await listModuleTransactions(context, {
        chainId: params.chainId,
        safe: params.address,
        filters: {
          ...(query.to ? { to: query.to } : {}),
          ...(query.module ? { module: query.module } : {}),
          ...(query.transaction_hash ? { transactionHash: query.transaction_hash as `0x${string}` } : {}),
        },
        page,
      })
      return { ...links(request, page, total), results: items }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/incoming-transfers',
    {
      schema: {
        ...schema,
        querystring: z.object({
          execution_date__gte: dateQuerySchema.optional(),
          execution_date__lte: dateQuerySchema.optional(),
          to: addressParamSchema.optional(),
          value: uintQuerySchema.optional(),
          token_address: addressParamSchema.optional(),
          trusted: booleanQuerySchema.optional(),
          timezone,
          cursor: cursorQuerySchema,
        }),
        response,
      },
      ...cached,
    },
    async (request) => {
      const { query, params } = request
      const page = query.cursor
      const { items, total } = await listIncomingTransfers(context, {
        chainId: params.chainId,
        safe: params.address,
        filters: {
          ...(query.execution_date__gte ? { executedFrom: query.execution_date__gte } : {}),
          ...(query.execution_date__lte ? { executedUntil: query.execution_date__lte } : {}),
          ...(query.to ? { to: query.to } : {}),
          ...(query.value !== undefined ? { value: query.value } : {}),
          ...(query.token_address ? { tokenAddress: query.token_address } : {}),
          ...(query.trusted !== undefined ? { trusted: query.trusted } : {}),
        },
        page,
      })
      return { ...links(request, page, total), results: items }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/history',
    {
      schema: {
        ...schema,
        querystring: z.object({
          timezone_offset: timezoneOffsetQuerySchema.default(0),
          timezone,
          trusted: booleanQuerySchema.default(true),
          imitation: booleanQuerySchema.optional(),
          cursor: cursorQuerySchema,
        }),
        response,
      },
      ...cached,
    },
    async (request) => {
      const { query, params } = request
      const page = query.cursor
      const { items, total } = await getTransactionHistory(context, {
        chainId: params.chainId,
        safe: params.address,
        page,
        timezoneOffsetMs: query.timezone_offset,
        ...(query.timezone ? { timezone: query.timezone } : {}),
        trusted: query.trusted,
      })
      return { count: total, ...links(request, page, total), results: items }
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/queued',
    {
      schema: {
        ...schema,
        querystring: z.object({ trusted: booleanQuerySchema.default(true), timezone, cursor: cursorQuerySchema }),
        response,
      },
      ...cached,
    },
    async (request) => {
      const { query, params } = request
      const page = query.cursor
      const { items, total } = await getTransactionQueue(context, {
        chainId: params.chainId,
        safe: params.address,
        page,
        trusted: query.trusted,
      })
      // The queue's count is the number of items on this page, labels and headers included (CGW).
      return { count: items.length, ...links(request, page, total), results: items }
    },
  )
}
