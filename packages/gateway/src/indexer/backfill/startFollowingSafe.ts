import type { Address, PublicClient } from 'viem'
import type { ChainConfig } from '../../config'
import type { Logger } from '../../createLogger'
import type { Db } from '../../db/Db'
import { insertRows } from '../../db/insertRows'
import { findKnownSingleton } from '../../domain/chains/knownSafeContracts'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { recomputeSafeStates } from '../state/recomputeSafeStates'
import { initialStateColumns } from '../write/rangeTables'
import type { PendingBackfill } from './BackfillQueue'
import { readSafeSnapshot } from './readSafeSnapshot'

export type StartFollowingSafeOptions = {
  client: PublicClient
  db: Db
  chain: ChainConfig
  logger: Logger
  versions: SingletonVersions
  /** The Safe given by address (checksummed). */
  address: Address
  /** The last indexed block: the main loop follows the Safe after it, the backfill reads it and older blocks. */
  top: number
  /** The chain's head, where a Safe newer than the indexed blocks is read. */
  headBlock: number
  /** Served first when higher (a signed-in owner's Safe: 1). */
  priority: number
}

/**
 * Starts following a Safe given by address (docs/rpc-providers.md §5): its state is read from the chain at the last
 * indexed block (or at the head, for a Safe newer than that) and stored as its initial state, so that it is indexed,
 * with every later block, from now on; its older history is left to a backfill, whose cursor row is written in the
 * same transaction. A Safe newer than the indexed blocks has no older history: the main loop reads its creation.
 * @returns the backfill to run, or null when there is nothing older to read.
 * @throws {InvalidInputError} when no Safe lives at the address.
 */
export async function startFollowingSafe(options: StartFollowingSafeOptions): Promise<PendingBackfill | null> {
  const { client, db, chain, logger, versions, address, top } = options
  const chainId = chain.chainId
  const deployed = top >= 0 && Boolean(await client.getCode({ address, blockNumber: BigInt(top) }))
  const snapshotBlock = deployed ? top : options.headBlock
  const snapshot = await readSafeSnapshot(client, address, snapshotBlock)
  await versions.resolve(snapshot.singleton ? [snapshot.singleton] : [])
  if (!snapshot.singleton || !findKnownSingleton(snapshot.singleton))
    logger.warn(
      {
        safe: address,
        singleton: snapshot.singleton,
        version: snapshot.singleton ? versions.versionOf(snapshot.singleton) : null,
      },
      'this Safe runs on a singleton that is not a released Safe singleton: it is indexed, but opens read-only',
    )
  const backfill: PendingBackfill | null =
    deployed && top >= chain.startBlock
      ? { address, top, floor: chain.startBlock, completeFrom: top + 1, priority: options.priority }
      : null
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'safes',
      ['chain_id', 'address', 'source', ...initialStateColumns],
      [
        [
          chainId,
          address,
          'manual',
          snapshotBlock,
          snapshot.owners,
          snapshot.threshold,
          snapshot.nonce,
          snapshot.modules,
          snapshot.fallbackHandler,
          snapshot.guard,
          snapshot.singleton,
        ],
      ],
    )
    await recomputeSafeStates(tx, chainId, [address], versions)
    if (backfill)
      await insertRows(
        tx,
        'safe_backfills',
        ['chain_id', 'address', 'top_block', 'floor_block', 'complete_from', 'priority'],
        [[chainId, address, backfill.top, backfill.floor, backfill.completeFrom, backfill.priority]],
      )
  })
  logger.info({ chainId, safe: address, snapshotBlock, backfill: Boolean(backfill) }, 'safe added by address')
  return backfill
}
