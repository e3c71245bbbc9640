import { loadConfig } from './config'
import { createLogger } from './runtime/createLogger'
import { startGateway } from './startGateway'

/**
 * CLI entry (`npm start -w @strongroom/gateway`). Environment: PORT (default 8787), HOST, DATABASE_URL (Postgres;
 * otherwise PGlite in DATA_DIR, default ./.data/gateway), RPC_URL, CHAIN_ID, START_BLOCK, LOG_LEVEL, CORS_ORIGINS,
 * GATEWAY_CONFIG (JSON file with server settings and chains), SAFE_APPS_CONFIG (Safe Apps registry file),
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (Web Push delivery). SIGINT / SIGTERM stop indexing, the server
 * and the database, then exit.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const logger = createLogger(config.logLevel, { service: 'gateway' })
  const gateway = await startGateway({
    config,
    logger,
    ...(config.databaseUrl ? {} : { dataDir: config.dataDir ?? './.data/gateway' }),
  })
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
    gateway.stop().then(
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
