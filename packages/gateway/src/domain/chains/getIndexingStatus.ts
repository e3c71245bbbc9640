import type { IndexingStatus } from '@strongroom/protocol'
import type { GatewayContext } from '../GatewayContext'
import { requireChain } from './requireChain'

/**
 * `/about/indexing` (SDK `getIndexingStatus`): how far the index is behind the chain. `lastSync` is the time of the
 * newest indexed block as the database stored it (0 before the first block); `synced` means caught up and healthy.
 * @throws {ChainNotServedError}
 */
export async function getIndexingStatus(
  { db, chains }: GatewayContext,
  { chainId }: { chainId: string },
): Promise<IndexingStatus> {
  const chain = requireChain(chains, chainId)
  const status = chain.status()
  const indexed = status.indexedBlock ?? -1
  const rows =
    indexed >= 0
      ? await db.query<{ timestamp: Date }>(
          `select timestamp from blocks where chain_id = $1 and number <= $2 order by number desc limit 1`,
          [chainId, indexed],
        )
      : []
  return {
    lastSync: rows[0]?.timestamp.getTime() ?? 0,
    synced: !status.syncing && status.lastError === undefined && status.lagBlocks !== null,
    currentBlockNumber: Math.max(status.headBlock ?? 0, 0),
    indexedBlockNumber: Math.max(indexed, 0),
    lagBlocks: Math.max(status.lagBlocks ?? 0, 0),
  }
}
