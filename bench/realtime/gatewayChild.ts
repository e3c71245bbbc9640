import { parseConfig, startGateway } from '@strongroom/gateway'

// Child process of GatewayChildProcess: one gateway with the product's default devnet settings (indexer polling
// 250 ms), PGlite in memory unless DATABASE_URL names a Postgres database. Reports its URL, stops on 'stop' or when
// the bench goes away.
const config = parseConfig(
  { RPC_URL: process.env.RPC_URL, CHAIN_ID: process.env.CHAIN_ID, LOG_LEVEL: 'warn' },
  // The bench proposes hundreds of transactions a minute from loopback, past the default write rate limit.
  { clients: { rateLimits: { exempt: ['127.0.0.1'] } } },
)
const databaseUrl = process.env.DATABASE_URL
const gateway = await startGateway({
  config,
  host: '127.0.0.1',
  port: 0,
  ...(databaseUrl ? { databaseUrl } : { memory: true }),
})
let stopping: Promise<void> | null = null
const stop = () => {
  stopping ??= gateway.stop().finally(() => process.exit(0))
  return stopping
}
process.on('message', (message) => {
  if (message === 'stop') void stop()
})
process.once('disconnect', () => void stop())
process.send?.({ url: gateway.url, pollingIntervalMs: config.chains[0]!.indexer.pollingIntervalMs })
