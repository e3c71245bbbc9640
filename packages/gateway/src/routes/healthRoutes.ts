import { z } from 'zod'
import type { GatewayContext } from '../domain/GatewayContext'
import type { ZodFastify } from './ZodFastify'

const chainHealthSchema = z.object({
  chainId: z.string(),
  headBlock: z.number().int().nullable(),
  indexedBlock: z.number().int().nullable(),
  lagBlocks: z.number().int().nullable(),
  syncing: z.boolean(),
  indexing: z.boolean().nullable(),
  lastError: z.string().nullable(),
})

const healthSchema = z.object({
  code: z.number().int(),
  status: z.enum(['ok', 'degraded']),
  message: z.string(),
  chains: z.array(chainHealthSchema),
})

/** What a failed indexing step shows: its error text can hold the node's URL (API keys) and SQL; the log has it. */
const INDEXING_FAILED = 'The last indexing step failed; the gateway log has the details.'

/**
 * `GET /health` for load balancers and monitors: 200 while every chain's index is caught up (within a couple of blocks)
 * and its last step succeeded, else 503 — still `{code, message}` plus each chain's indexer status.
 */
export function healthRoutes(app: ZodFastify, { chains }: GatewayContext): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    (_, reply) => {
      const statuses = [...chains.values()].map((chain) => {
        const status = chain.status()
        return {
          chainId: status.chainId,
          headBlock: status.headBlock,
          indexedBlock: status.indexedBlock,
          lagBlocks: status.lagBlocks,
          syncing: status.syncing,
          indexing: status.indexing ?? null,
          lastError: status.lastError === undefined ? null : INDEXING_FAILED,
        }
      })
      const lagging = statuses.filter((status) => status.syncing || status.lastError !== null)
      const healthy = lagging.length === 0
      const code = healthy ? 200 : 503
      reply.code(code)
      return {
        code,
        status: healthy ? ('ok' as const) : ('degraded' as const),
        message: healthy
          ? 'Indexing is up to date'
          : `Indexing is behind or failing on chain ${lagging.map((status) => status.chainId).join(', ')}`,
        chains: statuses,
      }
    },
  )
}
