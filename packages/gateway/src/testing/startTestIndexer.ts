import type { DevnetConnection } from '@strongroom/devnet'
import type { Address } from 'viem'
import type { ChainConfig } from '../config'
import { createLogger } from '../createLogger'
import type { Db } from '../db/Db'
import { ChainIndexer, type ChainIndexerOptions, type RangeIndexed } from '../indexer/ChainIndexer'
import { createChainClient } from '../indexer/fetch/createChainClient'

/** A running indexer for tests, plus a way to wait until it has caught up with the devnet. */
export type TestIndexer = {
  indexer: ChainIndexer
  /** Resolves when every block up to `blockNumber` (default: the devnet's current head) is indexed. */
  caughtUp(blockNumber?: number): Promise<number>
  /** Resolves when `address` (default: every Safe added) is followed and its history backfilled. */
  backfilled(address?: Address): Promise<void>
  stop(): Promise<void>
}

/** Starts a ChainIndexer (no HTTP) for `chain` on `db`; logs only warnings unless LOG_LEVEL says otherwise. */
export function startTestIndexer(options: {
  devnet: DevnetConnection
  db: Db
  chain: ChainConfig
  onRangeIndexed?: (range: RangeIndexed) => void
  onBackfillStep?: ChainIndexerOptions['onBackfillStep']
}): TestIndexer {
  const indexer = new ChainIndexer({
    chain: options.chain,
    client: createChainClient(options.chain),
    db: options.db,
    logger: createLogger((process.env.LOG_LEVEL as 'warn' | undefined) ?? 'warn', { chainId: options.chain.chainId }),
    ...(options.onRangeIndexed ? { onRangeIndexed: options.onRangeIndexed } : {}),
    ...(options.onBackfillStep ? { onBackfillStep: options.onBackfillStep } : {}),
  })
  indexer.start()
  return {
    indexer,
    caughtUp: async (blockNumber) => {
      const target = blockNumber ?? Number(await options.devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
      await indexer.waitForBlock(target)
      return target
    },
    backfilled: (address) => indexer.backfilled(address),
    stop: () => indexer.stop(),
  }
}
