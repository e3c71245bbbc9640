import { describeNodeLimit, nodeLimitSchema } from '@strongroom/protocol'
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
  /** Why the last step failed: a sentence about the node when it was the node's answer, else a pointer to the log. */
  lastError: z.string().nullable(),
  /** What the chain's node cannot serve, and one sentence per limit saying what it costs and what to change. */
  node: z.object({ limits: z.array(nodeLimitSchema), messages: z.array(z.string()) }),
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
 * `GET /health` for load balancers, monitors and operators: 200 while every chain's index is caught up (within a couple
 * of blocks) and its last step succeeded, else 503 — still `{code, message}` plus each chain's indexer status. A step
 * that failed on the node's answer (another chain, a malformed, truncated or empty answer) is named in a sentence, and
 * so is each limit of the node (docs/rpc-providers.md §7): limits alone do not make the gateway unhealthy.
 */
export function healthRoutes(app: ZodFastify, { chains }: GatewayContext): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    (_, reply) => {
      const statuses = [...chains.values()].map((chain) => {
        const status = chain.status()
        const limits = chain.nodeLimits()
        return {
          chainId: status.chainId,
          headBlock: status.headBlock,
          indexedBlock: status.indexedBlock,
          lagBlocks: status.lagBlocks,
          syncing: status.syncing,
          indexing: status.indexing ?? null,
          lastError: status.lastError === undefined ? null : (status.nodeProblem ?? INDEXING_FAILED),
          node: { limits, messages: limits.map((limit) => describeNodeLimit(limit, chain.config.chainName)) },
        }
      })
      const lagging = statuses.filter((status) => status.syncing || status.lastError !== null)
      const healthy = lagging.length === 0
      const code = healthy ? 200 : 503
      const summary = healthy
        ? 'Indexing is up to date.'
        : `Indexing is behind or failing on chain ${lagging.map((status) => status.chainId).join(', ')}.`
      const problems = new Set(
        statuses.flatMap((status) => [
          ...(status.lastError !== null && status.lastError !== INDEXING_FAILED ? [status.lastError] : []),
          ...status.node.messages,
        ]),
      )
      reply.code(code)
      return {
        code,
        status: healthy ? ('ok' as const) : ('degraded' as const),
        message: [summary, ...problems].join(' '),
        chains: statuses,
      }
    },
  )
}
