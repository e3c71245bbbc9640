import type { Address, PublicClient } from 'viem'
import type { ChainConfig } from '../../config'
import type { Logger } from '../../createLogger'
import type { Db } from '../../db/Db'
import { insertRows } from '../../db/insertRows'
import { findKnownSingleton } from '../../domain/chains/knownSafeContracts'
import { isPlausibleSafeSetup } from '../decode/isPlausibleSafeSetup'
import type { ExecutionReading } from '../executions/readRangeExecutions'
import { fetchRange, type RangeData } from '../fetch/fetchRange'
import type { LogReader } from '../fetch/LogReader'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { recomputeSafeStates } from '../state/recomputeSafeStates'
import { writeRange } from '../write/writeRange'
import { readSafeSnapshot } from './readSafeSnapshot'

export type BackfillSafeOptions = {
  client: PublicClient
  db: Db
  chain: ChainConfig
  logger: Logger
  versions: SingletonVersions
  executionReading?: ExecutionReading
  trustedTokens: ReadonlySet<Address>
  indexedSafes: ReadonlySet<Address>
  knownTokens: ReadonlySet<Address>
  /** The Safe given by address (checksummed). */
  address: Address
  /** The last indexed block: the backfill covers startBlock up to it. */
  until: number
  /** The chain's head, where a Safe newer than the indexed blocks is read. */
  headBlock: number
  logs: LogReader
}

/**
 * Indexes a Safe given by address: reads its logs (and the ProxyCreation naming it) from startBlock to the last
 * indexed block. With a SafeSetup in there, its initial state comes from it; otherwise from a snapshot of the
 * chain at the last indexed block. Everything is written in one transaction; later blocks come from the main loop.
 * @returns the ranges written, so that the indexer learns the tokens (and Safes) they brought.
 */
export async function backfillSafe(options: BackfillSafeOptions): Promise<RangeData[]> {
  const { client, db, chain, logger, versions, address, until } = options
  const chainId = chain.chainId
  // A Safe newer than the indexed blocks is read at the head; the main loop then skips what that state contains.
  const deployed = Boolean(await client.getCode({ address, blockNumber: BigInt(Math.max(until, 0)) }))
  const snapshotBlock = deployed ? until : options.headBlock
  const snapshot = await readSafeSnapshot(client, address, snapshotBlock)
  // One read of the whole history: the chain's log reader cuts it into windows the provider accepts and reads them in
  // parallel up to the chain's concurrency (docs/rpc-providers.md §3).
  const chunks: RangeData[] =
    until < chain.startBlock
      ? []
      : [
          await fetchRange({
            client,
            from: chain.startBlock,
            to: until,
            indexedSafes: options.indexedSafes,
            knownTokens: options.knownTokens,
            versions,
            onlySafe: address,
            logs: options.logs,
            ...(options.executionReading ? { executionReading: options.executionReading } : {}),
          }),
        ]
  const setup = chunks
    .flatMap((chunk) => chunk.events)
    .find((event) => event.event === 'SafeSetup' && event.address === address && isPlausibleSafeSetup(event.args))
  const initial =
    setup?.event === 'SafeSetup'
      ? {
          block: setup.blockNumber,
          owners: setup.args.owners,
          threshold: Number(setup.args.threshold),
          nonce: 0n,
          modules: [] as Address[],
          fallbackHandler: setup.args.fallbackHandler,
          guard: null,
        }
      : { ...snapshot, block: snapshotBlock }
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
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'safes',
      [
        'chain_id',
        'address',
        'source',
        'initial_block',
        'initial_owners',
        'initial_threshold',
        'initial_nonce',
        'initial_modules',
        'initial_fallback_handler',
        'initial_guard',
        'initial_singleton',
      ],
      [
        [
          chainId,
          address,
          'manual',
          initial.block,
          initial.owners,
          initial.threshold,
          initial.nonce,
          initial.modules,
          initial.fallbackHandler,
          initial.guard,
          snapshot.singleton,
        ],
      ],
    )
    for (const data of chunks) {
      await writeRange(tx, {
        chainId,
        data,
        indexedSafes: new Set([address]),
        trustedTokens: options.trustedTokens,
        versions,
        logger,
      })
    }
    await recomputeSafeStates(tx, chainId, [address], versions)
  })
  logger.info(
    { chainId, safe: address, fromSetup: Boolean(setup), blocks: until - chain.startBlock + 1 },
    'safe added by address',
  )
  return chunks
}
