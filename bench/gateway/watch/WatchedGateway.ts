import { type ProviderDialectName, type RationedRpc, startRationedRpc } from '@strongroom/devnet'
import type { ChainConfig, Database } from '@strongroom/gateway'
import type { BenchArgs } from '../BenchArgs'
import { BenchDatabase } from '../BenchDatabase'
import { BenchError } from '../BenchError'
import { GatewayProcess } from '../GatewayProcess'
import type { ScenarioChain } from './ScenarioChain'

/** The rationed provider a watched chain is measured behind, and the gateway's matching settings. */
export type Rationing = {
  dialect: ProviderDialectName
  /** The proxy's eth_getLogs span cap, also the gateway's `maxBlockRange` (an operator sets it to the plan's cap). */
  cap: number
  latencyMs: number
  /** The proxy's budget, also the gateway's `requestsPerSecond`; 0 for none. */
  requestsPerSecond: number
  concurrency: number
}

/** Rationing options: `--cap=N --latency=MS --rps=N --concurrency=N --dialect=NAME`. */
export function parseRationing(args: BenchArgs, defaults: { cap: number; requestsPerSecond: number }): Rationing {
  return {
    dialect: (args.string('dialect') ?? 'alchemy') as ProviderDialectName,
    cap: args.number('cap', defaults.cap),
    latencyMs: args.number('latency', 50),
    requestsPerSecond: args.number('rps', defaults.requestsPerSecond),
    concurrency: args.number('concurrency', 4),
  }
}

export function describeRationing({ dialect, cap, latencyMs, requestsPerSecond, concurrency }: Rationing): string {
  const budget = requestsPerSecond > 0 ? `${requestsPerSecond} requests/s` : 'no rate limit'
  return `${dialect} dialect, ${cap}-block cap, ${latencyMs} ms latency, ${budget}, ${concurrency} getLogs in flight`
}

/** The rationed-provider stand-in in front of `upstream`, rationing as given. */
export function startRationedProxy(
  upstream: string,
  rationing: Rationing,
  unavailableMethods: readonly string[] = [],
): Promise<RationedRpc> {
  return startRationedRpc({
    upstream,
    unavailableMethods,
    dialect: rationing.dialect,
    maxBlockRange: rationing.cap,
    latencyMs: rationing.latencyMs,
    ...(rationing.requestsPerSecond > 0 ? { requestsPerSecond: rationing.requestsPerSecond } : {}),
  })
}

/**
 * A gateway in a child process following a chain in watch mode behind a rationed-provider stand-in (devnet's
 * startRationedRpc), on a fresh database (PGlite in memory, or Postgres next to DATABASE_URL). Admission bounds are
 * raised so that one bench client may add every Safe it measures.
 */
export class WatchedGateway {
  private constructor(
    readonly proxy: RationedRpc,
    readonly gateway: GatewayProcess,
    private readonly database: BenchDatabase,
    readonly chainId: number,
  ) {}

  static async start({
    upstream,
    chainId,
    rationing,
    indexer = {},
    seed,
    unavailableMethods = [],
  }: {
    upstream: string
    chainId: number
    rationing: Rationing
    indexer?: Partial<ChainConfig['indexer']>
    /** Fills the fresh database before the gateway opens it. */
    seed?: (db: Database) => Promise<void>
    /** Methods the node behind the proxy lacks (answered as geth answers a method it does not have). */
    unavailableMethods?: readonly string[]
  }): Promise<WatchedGateway> {
    const proxy = await startRationedProxy(upstream, rationing, unavailableMethods)
    const database = await BenchDatabase.open()
    try {
      await seed?.(database.db)
      const gateway = await GatewayProcess.start({
        rpcUrl: proxy.url,
        chainId,
        database: await database.handOver(),
        pollingIntervalMs: 250,
        indexer: {
          mode: 'watch',
          maxBlockRange: rationing.cap,
          requestsPerSecond: rationing.requestsPerSecond,
          concurrency: rationing.concurrency,
          newSafesPerClient: 100_000,
          maxQueuedSafes: 100_000,
          maxFollowedSafes: 100_000,
          ...indexer,
        },
      })
      return new WatchedGateway(proxy, gateway, database, chainId)
    } catch (error) {
      await database.close()
      await proxy.stop()
      throw error
    }
  }

  /**
   * A fresh watch-mode gateway behind the proxy on a kept scenario chain, once it has walked that chain to its head
   * with nothing to follow yet (the wait is not part of any figure).
   */
  static async onScenarioChain(chain: ScenarioChain, rationing: Rationing): Promise<WatchedGateway> {
    const watched = await WatchedGateway.start({
      upstream: chain.rpcUrl,
      chainId: chain.chainId,
      rationing,
      unavailableMethods: chain.unavailableMethods,
    })
    try {
      await watched.gateway.waitForBlock(chain.head)
      return watched
    } catch (error) {
      await watched.stop()
      throw error
    }
  }

  /** `GET /v1/chains/{chainId}/safes/{safe}` (SafeInfo), timed in ms; throws unless it answers 200. */
  async safeInfo(safe: string): Promise<number> {
    const started = performance.now()
    const response = await fetch(`${this.gateway.url}/v1/chains/${this.chainId}/safes/${safe}`)
    const body = await response.text()
    const ms = performance.now() - started
    if (!response.ok) throw new BenchError(`SafeInfo of ${safe} answered ${response.status}.`, { details: { body } })
    return ms
  }

  async stop(): Promise<void> {
    try {
      await this.gateway.stop()
    } finally {
      await this.database.close()
      await this.proxy.stop()
    }
  }
}
