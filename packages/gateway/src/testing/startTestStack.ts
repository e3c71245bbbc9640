import {
  type Devnet,
  type RationedRpc,
  type RationedRpcOptions,
  type StartDevnetOptions,
  startDevnet,
  startRationedRpc,
} from '@strongroom/devnet'
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
  /** The rationed-provider stand-in between the gateway and anvil, when `rationed` was given. */
  rationed?: RationedRpc
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
    /** Reach anvil through a rationed-provider stand-in with these limits (docs/rpc-providers.md §2). */
    rationed?: Omit<RationedRpcOptions, 'upstream'>
    /** Runs on the devnet before the gateway starts (history it must find, or skip); may return chain overrides. */
    prepare?: (devnet: Devnet) => Promise<Partial<Omit<ChainConfig, 'indexer'>> | undefined>
  } = {},
): Promise<TestStack> {
  const [devnet, testDb] = await Promise.all([startDevnet(options.devnet), openTestDb()])
  let rationed: RationedRpc | undefined
  try {
    if (options.rationed) rationed = await startRationedRpc({ upstream: devnet.rpcUrl, ...options.rationed })
    const rpc = { rpcUrl: rationed?.url ?? devnet.rpcUrl, chainId: devnet.chainId }
    const prepared = (await options.prepare?.(devnet)) ?? {}
    const config = testConfig(rpc, {
      chain: { ...options.chain, ...prepared },
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
      ...(rationed ? { rationed } : {}),
      indexed,
      stop: async () => {
        await gateway.stop()
        await Promise.all([testDb.dispose(), devnet.stop(), rationed?.stop()])
      },
    }
  } catch (error) {
    await Promise.all([testDb.dispose(), devnet.stop(), rationed?.stop()])
    throw error
  }
}
