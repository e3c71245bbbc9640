import type { ChainConfig } from '@strongroom/gateway'
import { BenchChild } from './BenchChild'

/** Where the gateway child finds its database. */
export type GatewayDatabase =
  /** PGlite loaded from a dumped data directory (`PgliteDb.dump()` written to a file): in memory, or into `dataDir`. */
  | { templateFile: string; dataDir?: string }
  /** Postgres. */
  | { databaseUrl: string }

export type GatewayProcessOptions = {
  rpcUrl: string
  chainId: number
  database: GatewayDatabase
  /** How often the indexer polls for a new head once caught up. */
  pollingIntervalMs: number
  /** A web app's origin allowed to call the gateway from a browser (CORS), for benches that drive the web app. */
  corsOrigin?: string
  /** Indexer settings of the chain over the defaults (watch mode, RPC budget, range cap, admission bounds). */
  indexer?: Partial<ChainConfig['indexer']>
}

/** Where a Safe's history stands in the child's gateway (see gatewayProcessMain's historyComplete). */
export type SafeHistoryCounts = { address: string; multisig: number; transfers: number; module: number }

/** process.memoryUsage() of the child, after a full GC. */
export type ChildMemory = NodeJS.MemoryUsage

/**
 * The gateway (HTTP + indexer, as `startGateway` composes them) in a child process started with `--expose-gc`, so the
 * bench can load it without sharing its event loop and read its memory after a collection.
 */
export class GatewayProcess {
  private constructor(
    private readonly child: BenchChild,
    /** Base URL of the child's gateway. */
    readonly url: string,
  ) {}

  static async start(options: GatewayProcessOptions): Promise<GatewayProcess> {
    const child = BenchChild.start('./gatewayProcessMain.ts', { execArgv: ['--expose-gc'] })
    try {
      const { url } = await child.request<{ url: string }>('start', options)
      return new GatewayProcess(child, url)
    } catch (error) {
      await child.stop()
      throw error
    }
  }

  get pid(): number | undefined {
    return this.child.pid
  }

  /** Resolves once the child's indexer has indexed `blockNumber`. */
  waitForBlock(blockNumber: number): Promise<void> {
    return this.child.request('waitForBlock', blockNumber)
  }

  /** Those of `addresses` whose history the gateway holds completely (its indexing status, where it has one). */
  historyComplete(addresses: readonly string[]): Promise<string[]> {
    return this.child.request('historyComplete', addresses)
  }

  /** Rows the gateway holds for each of `addresses`. */
  historyCounts(addresses: readonly string[]): Promise<SafeHistoryCounts[]> {
    return this.child.request('historyCounts', addresses)
  }

  /** The child's process.cpuUsage() (µs of user and system time since it started). */
  cpuUsage(): Promise<NodeJS.CpuUsage> {
    return this.child.request('cpuUsage')
  }

  /** Runs a full GC in the child, then reads its memory. */
  memory(): Promise<ChildMemory> {
    return this.child.request('memory')
  }

  stop(): Promise<void> {
    return this.child.stop()
  }
}
