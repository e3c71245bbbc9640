import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseConfig } from './config'
import { createLogger } from './createLogger'
import { type Gateway, startGateway } from './startGateway'
import { openTestDb, type TestDb } from './testing/openTestDb'

const lines: Record<string, unknown>[] = []
let testDb: TestDb
let gateway: Gateway

beforeAll(async () => {
  testDb = await openTestDb()
  // No node answers on port 9: the indexer's failures are logged too, which this test ignores.
  const config = parseConfig({ RPC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info' })
  const logger = createLogger('info', { service: 'gateway' }, { write: (line) => void lines.push(JSON.parse(line)) })
  gateway = await startGateway({ config, db: testDb.db, host: '127.0.0.1', port: 0, logger })
})

afterAll(async () => {
  await gateway?.stop()
  await testDb?.dispose()
})

it('logs HTTP requests through the logger it was given (Fastify takes the pino instance)', async () => {
  const response = await fetch(`${gateway.url}/v1/chains`)
  expect(response.status).toBe(200)
  const completed = lines.find((line) => line.msg === 'request completed')
  expect(completed).toMatchObject({ service: 'gateway', level: 30, res: { statusCode: 200 } })
  expect(completed?.reqId).toBeDefined()
})
