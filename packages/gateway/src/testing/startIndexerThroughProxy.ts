import { type Devnet, type RationedRpcOptions, startRationedRpc } from '@strongroom/devnet'
import type { ChainConfig } from '../config'
import { openTestDb } from './openTestDb'
import { startTestIndexer } from './startTestIndexer'
import { testConfig } from './testChainConfig'

/**
 * Starts a rationed proxy with `limits` in front of the devnet, a database and an indexer reading the devnet through
 * the proxy from block 0, with a first range far over any cap (`settings` override the indexer's). Their clean-ups are
 * pushed to `cleanups`.
 */
export async function startIndexerThroughProxy(
  devnet: Devnet,
  limits: Omit<RationedRpcOptions, 'upstream'>,
  settings: Partial<ChainConfig['indexer']>,
  cleanups: (() => Promise<unknown>)[],
) {
  const proxy = await startRationedRpc({ upstream: devnet.rpcUrl, ...limits })
  const testDb = await openTestDb()
  cleanups.push(
    () => testDb.dispose(),
    () => proxy.stop(),
  )
  const config = testConfig(
    { rpcUrl: proxy.url, chainId: devnet.chainId },
    { indexer: { initialBlockRange: 1_000, maxBlockRange: 10_000, ...settings } },
  )
  const indexer = startTestIndexer({ devnet, db: testDb.db, chain: config.chains[0]! })
  cleanups.push(() => indexer.stop())
  return { proxy, testDb, indexer }
}
