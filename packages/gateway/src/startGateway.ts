import type { AddressInfo } from 'node:net'
import type { ChainRuntime } from './chain-runtime/ChainRuntime'
import type { Config } from './config'
import { createLogger, type Logger } from './createLogger'
import type { Database } from './db/Db'
import { openDb } from './db/openDb'
import { pruneSafeChangeEvents, type SafeChangeRetention } from './domain/events/pruneSafeChangeEvents'
import { createWebPushSender } from './domain/notifications/createWebPushSender'
import { deliverPendingNotifications } from './domain/notifications/deliverPendingNotifications'
import type { NotificationSender } from './domain/notifications/NotificationSender'
import { loadSafeAppsRegistry } from './domain/safe-apps/loadSafeAppsRegistry'
import type { SafeAppsRegistry } from './domain/safe-apps/safeAppsConfigSchema'
import { ChainSupervisor } from './indexer/ChainSupervisor'
import { createChainClient } from './indexer/fetch/createChainClient'
import { NodeLimits } from './indexer/fetch/NodeLimits'
import { probeNode } from './indexer/fetch/probeNode'
import { SafeChangeHub } from './realtime/SafeChangeHub'
import { buildApp } from './routes/buildApp'
import { type PeriodicTask, startPeriodicTask } from './startPeriodicTask'

/** How often old Safe changes are pruned from the replay log. */
const PRUNE_EVERY_MS = 3_600_000
/**
 * How long stop() lets requests in flight finish before it cuts the remaining connections. Without a limit, a
 * connection that never sent a request (clients open spare ones, e.g. after aborting an event stream) would hold the
 * server open until its keep-alive timeout (72 s).
 */
const CLOSE_GRACE_MS = 2_000
/** How often each chain's node is asked again what it serves (docs/rpc-providers.md §7). */
const PROBE_NODE_EVERY_MS = 600_000

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
  /** The Safe Apps registry to serve instead of reading `config.safeAppsPath` (or the shipped sample registry). */
  safeApps?: SafeAppsRegistry
  /** Push delivery instead of the one the config describes (Web Push with VAPID keys, else none). */
  notificationSender?: NotificationSender
  /** Comment lines on idle event streams (default 15 s). */
  heartbeatMs?: number
  /** How long Safe changes stay replayable (default a day, at most a million). */
  changeRetention?: SafeChangeRetention
}

/** A running gateway. */
export type Gateway = {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string
  /** Stops indexing, closes the HTTP server, then the database. */
  stop(): Promise<void>
  db: Database
  chains: Map<string, ChainRuntime>
  /** Live updates of this process: every change committed on the database, fanned out to event streams. */
  hub: SafeChangeHub
}

/**
 * Composes the gateway: config → database (migrated) → Safe Apps registry → live-update hub (LISTEN) → one indexer
 * supervisor per chain (indexing only where this process wins the chain's advisory lock; every process serves reads)
 * → HTTP app → listen; then the background tasks: pruning the change log and, when a delivery channel is configured,
 * sending queued push notifications.
 * @throws {WebPushUnavailableError} when VAPID keys are configured but the `web-push` package is missing.
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
  // Read before the database opens: a broken registry file stops the start without anything to clean up.
  const registry = options.safeApps ?? loadSafeAppsRegistry(config.safeAppsPath)
  // Relative app URLs are the web app's own (its bundled apps): resolved against its first sign-in origin, so that a
  // wallet on another origin (Safe{Wallet}) gets absolute URLs that still point at them.
  const safeApps = { ...registry, webBaseUrl: registry.webBaseUrl ?? config.auth.allowedOrigins[0] ?? null }
  const db =
    options.db ??
    (await openDb({
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(dataDir ? { dataDir } : {}),
      memory: Boolean(options.memory) || (!databaseUrl && !dataDir),
      timeouts: {
        lockTimeoutMs: config.database.lockTimeoutMs,
        statementTimeoutMs: config.database.statementTimeoutMs,
        connectTimeoutMs: config.database.connectTimeoutMs,
      },
      startupTimeoutMs: config.database.startupTimeoutMs,
    }))

  const hub = new SafeChangeHub({ db, logger })
  const supervisors = config.chains.map((chain) => {
    const nodeLimits = new NodeLimits()
    return new ChainSupervisor({
      chain,
      client: createChainClient(chain, nodeLimits),
      nodeLimits,
      db,
      logger,
      ...(options.lockRetryMs !== undefined ? { lockRetryMs: options.lockRetryMs } : {}),
    })
  })
  const chains = new Map(supervisors.map((supervisor) => [supervisor.runtime.config.chainId, supervisor.runtime]))
  const tasks: PeriodicTask[] = []
  try {
    const { webPush, deliveryIntervalMs } = config.notifications
    const sender = options.notificationSender ?? (webPush ? await createWebPushSender(webPush) : null)
    await hub.start()
    const app = await buildApp({
      config,
      db,
      chains,
      safeApps,
      hub,
      logger,
      ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
    })
    await app.listen({ port: config.port, host: config.host })
    await Promise.all(supervisors.map((supervisor) => supervisor.start()))
    for (const { runtime } of supervisors)
      tasks.push(
        startPeriodicTask(
          `probe-node-${runtime.config.chainId}`,
          PROBE_NODE_EVERY_MS,
          () => probeNode(runtime.client, runtime.config.startBlock),
          logger,
        ),
      )
    tasks.push(
      startPeriodicTask(
        'prune-safe-changes',
        PRUNE_EVERY_MS,
        () => pruneSafeChangeEvents(db, options.changeRetention),
        logger,
      ),
    )
    if (sender)
      tasks.push(
        startPeriodicTask(
          'deliver-notifications',
          deliveryIntervalMs,
          () => deliverPendingNotifications(db, { sender }),
          logger,
        ),
      )
    const address = app.server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    let stopping: Promise<void> | null = null
    return {
      url: `http://${host}:${address.port}`,
      db,
      chains,
      hub,
      stop: () => {
        stopping ??= (async () => {
          await Promise.all(tasks.map((task) => task.stop()))
          await Promise.all(supervisors.map((supervisor) => supervisor.stop()))
          const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS)
          await app.close().finally(() => clearTimeout(cut))
          await hub.stop()
          if (ownsDb) await db.close()
        })()
        return stopping
      },
    }
  } catch (error) {
    await Promise.all(tasks.map((task) => task.stop()))
    await Promise.all(supervisors.map((supervisor) => supervisor.stop()))
    await hub.stop()
    if (ownsDb) await db.close()
    throw error
  }
}
