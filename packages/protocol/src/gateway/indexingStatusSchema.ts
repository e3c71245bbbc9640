import { z } from 'zod'

/**
 * `/about/indexing` (SDK `ChainIndexingStatus`): `lastSync` is the epoch-ms timestamp of the newest indexed block,
 * `synced` whether the indexer has caught up with the chain head. The block figures are our additions.
 */
export const indexingStatusSchema = z.object({
  lastSync: z.number().int().nonnegative(),
  synced: z.boolean(),
  currentBlockNumber: z.number().int().nonnegative(),
  indexedBlockNumber: z.number().int().nonnegative(),
  lagBlocks: z.number().int().nonnegative(),
})

export type IndexingStatus = z.infer<typeof indexingStatusSchema>
