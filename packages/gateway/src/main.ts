import { resolve } from 'node:path'
import { loadConfig } from './config'
import { createLogger } from './createLogger'
import { startGateway } from './startGateway'
import { startWatchdog } from './startWatchdog'

/**
 * CLI entry (`npm start -w @strongroom/gateway`). Environment: PORT (default 8787), HOST, DATABASE_URL (Postgres;
 * otherwise PGlite in DATA_DIR, default ./.data/gateway), RPC_URL, CHAIN (a preset: ethereum, sepolia, base, arbitrum,
 * optimism, gnosis, polygon; docs/rpc-providers.md §6) or CHAIN_ID and START_BLOCK for the devnet, LOG_LEVEL, CORS_ORIGINS,
 * GATEWAY_CONFIG (JSON file with server settings and chains), SAFE_APPS_CONFIG (Safe Apps registry file),
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (Web Push delivery). SIGINT / SIGTERM stop indexing, the server
 * and the database, then exit.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const logger = createLogger(config.logLevel, { service: 'gateway' })
  const dataDir = config.databaseUrl ? undefined : resolve(config.dataDir ?? './.data/gateway')
  const { startupTimeoutMs, stallTimeoutMs } = config.database
  const seconds = (ms: number) => Math.round(ms / 1000)
  // PGlite works on this thread: when it blocks, startGateway's own deadline cannot fire, so a worker thread holds the
  // bounds (a little later than that deadline, which gives the better message when the thread is free).
  const watchdog = startWatchdog({
    startupMs: startupTimeoutMs + 5_000,
    startupMessage: dataDir
      ? `gateway failed to start: the database in ${dataDir} was not ready within ${seconds(startupTimeoutMs)} s. Stop any other program using that folder; if it still does not open, move the folder away and start again (the gateway then indexes the chain anew).`
      : `gateway failed to start: it was not ready within ${seconds(startupTimeoutMs)} s (the Postgres database at DATABASE_URL or the server start hung).`,
    stallMs: stallTimeoutMs,
    stallMessage: `gateway stopped: its main thread was blocked for over ${seconds(stallTimeoutMs)} s${dataDir ? ` (PGlite in ${dataDir} runs there)` : ''}; restart it. The bound is database.stallTimeoutMs in GATEWAY_CONFIG.`,
  })
  const gateway = await startGateway({ config, logger, ...(dataDir ? { dataDir } : {}) })
  watchdog.ready()
  logger.info(
    {
      url: gateway.url,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      chains: config.chains.map((chain) => chain.chainId),
    },
    'gateway listening',
  )

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    Promise.all([gateway.stop(), watchdog.stop()]).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: String(error) }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
