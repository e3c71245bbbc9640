import { type Devnet, type StartDevnetOptions, startDevnet } from '@strongroom/devnet'
import { StrongroomError } from '@strongroom/protocol'
import type { ChainRuntime } from '../chain-runtime/ChainRuntime'
import type { ChainConfig, Config } from '../config'
import type { SafeAppsRegistry } from '../domain/safe-apps/safeAppsConfigSchema'
import { type Gateway, startGateway } from '../startGateway'
import { openTestDb, type TestDb } from './openTestDb'
import { testConfig } from './testChainConfig'

/** A devnet, a database and a gateway (HTTP + indexer) wired together for one test file. */
export type TestStack = {
  devnet: Devnet
  testDb: TestDb
  config: Config
  gateway: Gateway
  /** The devnet chain's runtime inside the gateway. */
  chain: ChainRuntime
  /** Resolves when the gateway indexed every block up to `blockNumber` (default: the current devnet head). */
  indexed(blockNumber?: number): Promise<number>
  stop(): Promise<void>
}

/**
 * Starts anvil (Safe contracts + demo assets), a fresh database (in-memory PGlite from a migrated template, or a new
 * Postgres database when DATABASE_URL is set) and a gateway on a free port. Share one per test file (PGlite and
 * anvil start-up cost seconds) and `stop()` it in afterAll.
 */
export async function startTestStack(
  options: {
    devnet?: StartDevnetOptions
    chain?: Partial<Omit<ChainConfig, 'indexer'>>
    indexer?: Partial<ChainConfig['indexer']>
    /** The Safe Apps registry to serve instead of the shipped one (which lists no app). */
    safeApps?: SafeAppsRegistry
  } = {},
): Promise<TestStack> {
  const [devnet, testDb] = await Promise.all([startDevnet(options.devnet), openTestDb()])
  try {
    const config = testConfig(devnet, {
      ...(options.chain ? { chain: options.chain } : {}),
      ...(options.indexer ? { indexer: options.indexer } : {}),
    })
    const gateway = await startGateway({
      config,
      db: testDb.db,
      host: '127.0.0.1',
      port: 0,
      ...(options.safeApps ? { safeApps: options.safeApps } : {}),
    })
    const chain = gateway.chains.get(String(devnet.chainId))!
    const indexed = async (blockNumber?: number) => {
      const target = blockNumber ?? Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
      const indexer = chain.indexer
      if (!indexer) throw new StrongroomError('This gateway does not hold the indexing lock.')
      await indexer.waitForBlock(target)
      return target
    }
    return {
      devnet,
      testDb,
      config,
      gateway,
      chain,
      indexed,
      stop: async () => {
        await gateway.stop()
        await Promise.all([testDb.dispose(), devnet.stop()])
      },
    }
  } catch (error) {
    await Promise.all([testDb.dispose(), devnet.stop()])
    throw error
  }
}
