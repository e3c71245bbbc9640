import { readFileSync } from 'node:fs'
import { type Database, type Gateway, openDb, parseConfig, startGateway } from '@strongroom/gateway'
import { answerParent } from './answerParent'
import { BenchError } from './BenchError'
import type { ChildMemory, GatewayProcessOptions, SafeHistoryCounts } from './GatewayProcess'

// Child entry of GatewayProcess: one gateway, driven over IPC.
const STATUS_POLL_MS = 20
const STATUS_BATCH = 16
let gateway: Gateway | null = null
let db: Database | null = null
let chainId = ''

answerParent({
  async start(options: GatewayProcessOptions) {
    const base = parseConfig({
      RPC_URL: options.rpcUrl,
      CHAIN_ID: String(options.chainId),
      LOG_LEVEL: 'warn',
      ...(options.corsOrigin ? { CORS_ORIGINS: options.corsOrigin, AUTH_ALLOWED_ORIGINS: options.corsOrigin } : {}),
    })
    const chain = base.chains[0]!
    chainId = chain.chainId
    const config = {
      ...base,
      chains: [
        {
          ...chain,
          indexer: { ...chain.indexer, ...options.indexer, pollingIntervalMs: options.pollingIntervalMs },
        },
      ],
    }
    const { database } = options
    db =
      'databaseUrl' in database
        ? await openDb({ databaseUrl: database.databaseUrl })
        : await openDb({
            ...(database.dataDir ? { dataDir: database.dataDir } : { memory: true }),
            template: new Blob([readFileSync(database.templateFile)]),
          })
    gateway = await startGateway({ config, db, host: '127.0.0.1', port: 0 })
    return { url: gateway.url }
  },
  async waitForBlock(blockNumber: number) {
    const chain = gateway?.chains.get(chainId)
    const indexer = chain?.indexer
    if (!chain || !indexer)
      throw new BenchError('The gateway is not indexing (not started, or without the indexing lock).')
    // ChainIndexer.waitForBlock settles waiters only when it commits a range: asked before its start-up has read the
    // checkpoint, it waits for a new block even if `blockNumber` was indexed already. The status covers that case.
    const indexed = () => (chain.status().indexedBlock ?? -1) >= blockNumber
    if (indexed()) return
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => indexed() && done(), STATUS_POLL_MS)
      function done() {
        clearInterval(timer)
        resolve()
      }
      indexer.waitForBlock(blockNumber).then(done, (error: unknown) => {
        clearInterval(timer)
        reject(error)
      })
    })
  },
  async historyComplete(addresses: string[]): Promise<string[]> {
    // A few at a time: the gateway closes connections past its per-client cap.
    const complete: string[] = []
    for (let start = 0; start < addresses.length; start += STATUS_BATCH) {
      const batch = addresses.slice(start, start + STATUS_BATCH)
      const done = await Promise.all(batch.map(isHistoryComplete))
      complete.push(...batch.filter((_, index) => done[index]))
    }
    return complete
  },
  async historyCounts(addresses: string[]): Promise<SafeHistoryCounts[]> {
    const count = async (table: string, address: string) => {
      const [row] = await db!.query<{ count: number }>(
        `select count(*)::int as count from ${table} where chain_id = $1 and safe = $2`,
        [chainId, address],
      )
      return row!.count
    }
    return Promise.all(
      addresses.map(async (address) => ({
        address,
        multisig: await count('multisig_transactions', address),
        transfers: await count('transfers', address),
        module: await count('module_transactions', address),
      })),
    )
  },
  cpuUsage(): NodeJS.CpuUsage {
    return process.cpuUsage()
  },
  memory(): ChildMemory {
    if (!global.gc) throw new BenchError('Start this child with --expose-gc.')
    // Two passes: the first may only queue finalizers whose memory the second reclaims.
    global.gc()
    global.gc()
    return process.memoryUsage()
  },
  async stop() {
    await gateway?.stop()
    await db?.close()
  },
})

/**
 * Whether the gateway holds `address`'s whole history: its per-Safe indexing status says `complete`
 * (docs/rpc-providers.md §5). A gateway without that route writes a Safe added by address with its whole history in
 * one transaction, so there the Safe's row is the sign.
 */
async function isHistoryComplete(address: string): Promise<boolean> {
  const response = await fetch(`${gateway!.url}/v1/chains/${chainId}/safes/${address}/indexing`)
  if (response.ok) return ((await response.json()) as { history: { state: string } }).history.state === 'complete'
  const rows = await db!.query('select 1 from safes where chain_id = $1 and address = $2', [chainId, address])
  return rows.length > 0
}
