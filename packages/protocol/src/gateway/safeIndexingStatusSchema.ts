import { z } from 'zod'

/**
 * What a chain's node cannot serve that the gateway would use (docs/rpc-providers.md §7): `no-archive-state` (state of
 * old blocks), `no-old-logs` (logs of old blocks), `no-tracing` (neither debug_traceTransaction nor trace_transaction).
 */
export const nodeLimitSchema = z.enum(['no-archive-state', 'no-old-logs', 'no-tracing'])

export type NodeLimit = z.infer<typeof nodeLimitSchema>

/**
 * `GET /v1/chains/{chainId}/safes/{safeAddress}/indexing`: how much of a Safe's history the gateway holds. A Safe added
 * by address is followed at once and its history is read backwards, newest first (docs/rpc-providers.md §5):
 * `queued` before the first block was read, `backfilling` while older blocks remain, `complete` once it reached the
 * Safe's creation (or the chain's start block). History is complete from `completeBackToBlock` up to the head; both
 * figures are null before the first window. `progress` is the share of the blocks to read that were read.
 */
export const safeIndexingStatusSchema = z.object({
  history: z.object({
    state: z.enum(['complete', 'backfilling', 'queued']),
    completeBackToBlock: z.number().int().nonnegative().nullable(),
    completeBackToTimestamp: z.iso.datetime().nullable(),
    progress: z.number().min(0).max(1),
  }),
  node: z.object({ limits: z.array(nodeLimitSchema) }),
})

export type SafeIndexingStatus = z.infer<typeof safeIndexingStatusSchema>
