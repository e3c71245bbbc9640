import type { Db } from '../../db/Db'
import { IndexerError } from '../IndexerError'

/** Name of the (single) checkpoint of a chain: Safe events and token transfers advance together. */
export const INDEXER_NAME = 'safes'

/**
 * The chain's checkpoint, the first block not indexed yet: created at `startBlock` when the chain is new, else the
 * stored one (docs/indexing.md).
 */
export async function openCheckpoint(db: Db, chainId: string, startBlock: number): Promise<number> {
  await db.query(
    `insert into indexer_checkpoints (chain_id, indexer, next_block) values ($1, $2, $3) on conflict do nothing`,
    [chainId, INDEXER_NAME, startBlock],
  )
  return (await readCheckpoint(db, chainId))!
}

/** The first block the indexer has not indexed yet (every process can read it); null before the first start. */
export async function readCheckpoint(db: Db, chainId: string): Promise<number | null> {
  const rows = await db.query<{ next_block: string | number }>(
    'select next_block from indexer_checkpoints where chain_id = $1 and indexer = $2',
    [chainId, INDEXER_NAME],
  )
  return rows[0] ? Number(rows[0].next_block) : null
}

/**
 * Moves the checkpoint from `from` to `to + 1`, in the transaction that wrote the range.
 * @throws {IndexerError} (not retryable) when the checkpoint is no longer at `from`: another process moved it, and two
 * indexers on one chain must never write over each other.
 */
export async function advanceCheckpoint(tx: Db, chainId: string, from: number, to: number): Promise<void> {
  const moved = await tx.query(
    `update indexer_checkpoints set next_block = $3, updated_at = now()
     where chain_id = $1 and indexer = $2 and next_block = $4 returning next_block`,
    [chainId, INDEXER_NAME, to + 1, from],
  )
  if (moved.length !== 1)
    throw new IndexerError('The checkpoint was moved by another process.', {
      retryable: false,
      details: { from, to },
    })
}
