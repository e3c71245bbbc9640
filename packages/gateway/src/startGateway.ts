import type { AddressInfo } from 'node:net'
import type { Config } from './config'
import type { Database } from './db/Db'
import { openDb } from './db/openDb'
import type { ChainRuntime } from './indexer/ChainRuntime'
import { ChainSupervisor } from './indexer/ChainSupervisor'
import { createChainClient } from './indexer/createChainClient'
import { createLogger, type Logger } from './indexer/Logger'
import { buildApp } from './routes/buildApp'

export type StartGatewayOptions = {
  config: Config
  /** Override config.port (0 = any free port). */
  port?: number
  host?: string
  /** Override config.databaseUrl / config.dataDir; `memory` forces an in-memory PGlite database. */
  databaseUrl?: string
  dataDir?: string
  memory?: boolean
  /** An already opened (and migrated) database to use instead; the caller keeps ownership and closes it. */
  db?: Database
  logger?: Logger
  /** How often a process without a chain's indexing lock retries it (default 5 s). */
  lockRetryMs?: number
}

/** A running gateway. */
export type Gateway = {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string
  /** Stops indexing, closes the HTTP server, then the database. */
  stop(): Promise<void>
  db: Database
  chains: Map<string, ChainRuntime>
}

/**
 * Composes the gateway: config → database (migrated) → one indexer supervisor per chain (indexing only where this
 * process wins the chain's advisory lock; every process serves reads) → HTTP app → listen.
 */
export async function startGateway(options: StartGatewayOptions): Promise<Gateway> {
  const config: Config = {
    ...options.config,
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.host !== undefined ? { host: options.host } : {}),
  }
  const logger = options.logger ?? createLogger(config.logLevel)
  const databaseUrl = options.memory ? undefined : (options.databaseUrl ?? config.databaseUrl)
  const dataDir = options.memory ? undefined : (options.dataDir ?? config.dataDir)
  const ownsDb = !options.db
  const db =
    options.db ??
    (await openDb({
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(dataDir ? { dataDir } : {}),
      memory: Boolean(options.memory) || (!databaseUrl && !dataDir),
    }))

  const supervisors = config.chains.map(
    (chain) =>
      new ChainSupervisor({
        chain,
        client: createChainClient(chain),
        db,
        logger,
        ...(options.lockRetryMs !== undefined ? { lockRetryMs: options.lockRetryMs } : {}),
      }),
  )
  const chains = new Map(supervisors.map((supervisor) => [supervisor.runtime.config.chainId, supervisor.runtime]))
  try {
    const app = await buildApp({ config, db, chains })
    await app.listen({ port: config.port, host: config.host })
    await Promise.all(supervisors.map((supervisor) => supervisor.start()))
    const address = app.server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    let stopping: Promise<void> | null = null
    return {
      url: `http://${host}:${address.port}`,
      db,
      chains,
      stop: () => {
        stopping ??= (async () => {
          await Promise.all(supervisors.map((supervisor) => supervisor.stop()))
          await app.close()
          if (ownsDb) await db.close()
        })()
        return stopping
      },
    }
  } catch (error) {
    await Promise.all(supervisors.map((supervisor) => supervisor.stop()))
    if (ownsDb) await db.close()
    throw error
  }
}
