import { createServer } from 'node:net'
import { type Config, parseConfig } from '../config'
import { type Gateway, startGateway } from '../startGateway'
import { openTestDb } from './openTestDb'

/** A gateway whose chain node never answers: its RPC URL names a closed port and carries a secret in its path. */
export type GatewayWithoutNode = {
  gateway: Gateway
  /** The secret in the node's URL, which no answer may show. */
  secret: string
  /** `127.0.0.1:<port>` of the node's URL. */
  nodeHost: string
  config: Config
  stop(): Promise<void>
}

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Starts a gateway alone (no devnet) on a fresh test database, its chain 1337 pointing at an unreachable node; the
 * indexer keeps failing meanwhile. `adjust` changes the parsed config (e.g. small client limits).
 */
export async function startGatewayWithoutNode(
  adjust: (config: Config) => Config = (config) => config,
): Promise<GatewayWithoutNode> {
  const secret = 'SECRETKEY123'
  const nodeHost = `127.0.0.1:${await closedPort()}`
  const config = adjust(
    parseConfig({
      RPC_URL: `http://${nodeHost}/v3/${secret}`,
      PUBLIC_RPC_URL: 'https://rpc.example.org',
      LOG_LEVEL: 'silent',
    }),
  )
  const testDb = await openTestDb()
  try {
    const gateway = await startGateway({ config, db: testDb.db, host: '127.0.0.1', port: 0 })
    return {
      gateway,
      secret,
      nodeHost,
      config,
      stop: async () => {
        await gateway.stop()
        await testDb.dispose()
      },
    }
  } catch (error) {
    await testDb.dispose()
    throw error
  }
}
