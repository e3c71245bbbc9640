import type { SafeIndexingStatus } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import { NotFoundError } from '../errors/NotFoundError'
import type { GatewayContext } from '../GatewayContext'

type Row = {
  creation_block_number: string | number | null
  created_at: Date | string | null
  top_block: string | number | null
  floor_block: string | number | null
  complete_from: string | number | null
  complete_from_time: Date | string | null
  complete: boolean | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * `GET /v1/chains/{chainId}/safes/{address}/indexing`: how far back the gateway holds a Safe's history
 * (docs/rpc-providers.md §5) and what the chain's node cannot serve. A Safe found at its creation (all mode) is complete
 * from its creation block; one added by address is complete from its backfill's cursor; one waiting in the indexer's
 * queue is `queued`.
 * @throws {ChainNotServedError} / {NotFoundError} when the gateway neither follows the Safe nor has it queued.
 */
export async function getSafeIndexingStatus(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<SafeIndexingStatus> {
  const chain = requireChain(chains, chainId)
  const node = { limits: chain.nodeLimits() }
  const [row] = await db.query<Row>(
    `select s.creation_block_number, s.created_at, b.top_block, b.floor_block, b.complete_from, b.complete_from_time,
       b.complete
     from safes s left join safe_backfills b using (chain_id, address)
     where s.chain_id = $1 and s.address = $2`,
    [chainId, address],
  )
  if (!row) {
    if (chain.indexer?.isQueued(address))
      return {
        history: { state: 'queued', completeBackToBlock: null, completeBackToTimestamp: null, progress: 0 },
        node,
      }
    throw new NotFoundError(
      `This gateway does not follow the Safe ${address} on chain ${chainId} yet; opening the Safe adds it.`,
      { details: { chainId, address } },
    )
  }
  if (row.complete === null) {
    // Indexed from its creation on (or, before backfills had a cursor, read back to the chain's start block at once).
    const from = row.creation_block_number ?? chain.config.startBlock
    return {
      history: {
        state: 'complete',
        completeBackToBlock: Number(from),
        completeBackToTimestamp: row.creation_block_number === null ? null : iso(row.created_at),
        progress: 1,
      },
      node,
    }
  }
  const top = Number(row.top_block)
  const completeFrom = Number(row.complete_from)
  const started = completeFrom <= top
  const total = top + 1 - Number(row.floor_block)
  return {
    history: {
      state: row.complete ? 'complete' : started ? 'backfilling' : 'queued',
      completeBackToBlock: started ? completeFrom : null,
      completeBackToTimestamp: started ? iso(row.complete_from_time) : null,
      progress: row.complete ? 1 : total <= 0 ? 0 : Math.min(1, (top + 1 - completeFrom) / total),
    },
    node,
  }
}
