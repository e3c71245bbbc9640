import { type Devnet, type RationedRpc, startDevnet, startRationedRpc } from '@strongroom/devnet'
import { type Gateway, startGateway } from '../startGateway'
import { openTestDb, type TestDb } from './openTestDb'
import { testConfig } from './testChainConfig'

/**
 * One devnet indexed by two gateways, each with its own database (docs/indexing.md §3.7): `tracingGateway` reads the
 * node itself, which traces transactions; `plainGateway` reads it through `proxy`, which answers
 * debug_traceTransaction and trace_transaction as a geth node without them (-32601), like most providers.
 */
export type TracingGatewayPair = {
  devnet: Devnet
  tracingDb: TestDb
  plainDb: TestDb
  tracingGateway: Gateway
  plainGateway: Gateway
  proxy: RationedRpc
  /** Resolves when both gateways have indexed the devnet's current head. */
  caughtUp(): Promise<void>
  /** The JSON `gateway` answers to GET `path` under the devnet's chain (`/v1/chains/{chainId}{path}`); 200 or throws. */
  getJson(gateway: Gateway, path: string): Promise<unknown>
  stop(): Promise<void>
}

/** Starts the pair for one test file; `stop()` it in afterAll. */
export async function startTracingGatewayPair(): Promise<TracingGatewayPair> {
  const [devnet, tracingDb, plainDb] = await Promise.all([startDevnet(), openTestDb(), openTestDb()])
  const proxy = await startRationedRpc({
    upstream: devnet.rpcUrl,
    dialect: 'geth',
    unavailableMethods: ['debug_traceTransaction', 'trace_transaction'],
  })
  const start = (db: TestDb, rpcUrl: string) =>
    startGateway({ config: testConfig({ rpcUrl, chainId: devnet.chainId }), db: db.db, host: '127.0.0.1', port: 0 })
  const [tracingGateway, plainGateway] = await Promise.all([start(tracingDb, devnet.rpcUrl), start(plainDb, proxy.url)])
  return {
    devnet,
    tracingDb,
    plainDb,
    tracingGateway,
    plainGateway,
    proxy,
    async caughtUp() {
      const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
      await Promise.all(
        [tracingGateway, plainGateway].map((gateway) =>
          gateway.chains.get(String(devnet.chainId))!.indexer!.waitForBlock(head),
        ),
      )
    },
    async getJson(gateway, path) {
      const response = await fetch(`${gateway.url}/v1/chains/${devnet.chainId}${path}`)
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`)
      return response.json()
    },
    async stop() {
      await Promise.all([tracingGateway.stop(), plainGateway.stop()])
      await proxy.stop()
      await Promise.all([tracingDb.dispose(), plainDb.dispose(), devnet.stop()])
    },
  }
}
