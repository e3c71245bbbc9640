import { BlockNotFoundError, type Hash, type PublicClient } from 'viem'
import type { Db } from '../../db/Db'

/** Headers compared per JSON-RPC batch while walking back. */
const WALK_BATCH = 16

/**
 * Compares stored block hashes with the chain (docs/indexing.md §3.6). Fast path: the last indexed block still has the
 * hash we stored and the chain is at least that long, so nothing changed. Otherwise walks back through the stored
 * headers, newest first, to the newest one the chain still has; everything after it is the fork.
 * @returns the first block to re-index, or null when the stored blocks are still canonical.
 */
export async function findForkBlock(options: {
  db: Db
  client: PublicClient
  chainId: string
  nextBlock: number
  headBlock: number
  startBlock: number
}): Promise<number | null> {
  const { db, client, chainId, nextBlock, headBlock, startBlock } = options
  const lastIndexed = nextBlock - 1
  if (lastIndexed < startBlock) return null
  // A block the chain no longer has (it got shorter since the head was read) answers null: not canonical. Any other
  // failure fails the step (retried): taken for "not canonical", a provider's bad minute would rewind to startBlock.
  const hashAt = async (blockNumber: number): Promise<Hash | null> => {
    try {
      return (await client.getBlock({ blockNumber: BigInt(blockNumber) })).hash
    } catch (error) {
      if (error instanceof BlockNotFoundError) return null
      throw error
    }
  }

  if (headBlock >= lastIndexed) {
    const [stored] = await db.query<{ hash: Hash }>('select hash from blocks where chain_id = $1 and number = $2', [
      chainId,
      lastIndexed,
    ])
    if (stored && stored.hash === (await hashAt(lastIndexed))) return null
  }

  const stored = await db.query<{ number: number; hash: Hash }>(
    'select number, hash from blocks where chain_id = $1 and number <= $2 order by number desc',
    [chainId, Math.min(lastIndexed, headBlock)],
  )
  for (let start = 0; start < stored.length; start += WALK_BATCH) {
    const batch = stored.slice(start, start + WALK_BATCH)
    const hashes = await Promise.all(batch.map((block) => hashAt(block.number)))
    const match = batch.findIndex((block, index) => hashes[index] === block.hash)
    if (match >= 0) {
      const fork = batch[match]!.number + 1
      return fork <= lastIndexed ? fork : null
    }
  }
  // Nothing we stored is canonical any more: the reorg is deeper than the kept headers; index from the start.
  return startBlock
}
