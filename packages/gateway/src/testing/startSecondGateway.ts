import { type Gateway, type StartGatewayOptions, startGateway } from '../startGateway'
import type { TestStack } from './startTestStack'

/**
 * A second gateway process on the stack's database and configuration, on a free port: with Postgres its own pool
 * and lock session, with PGlite (one process only) the same database object. The caller stops it.
 */
export function startSecondGateway(
  stack: TestStack,
  options: Pick<StartGatewayOptions, 'lockRetryMs' | 'heartbeatMs'> = {},
): Promise<Gateway> {
  const { databaseUrl } = stack.testDb.location
  return startGateway({
    config: stack.config,
    port: 0,
    host: '127.0.0.1',
    ...options,
    ...(databaseUrl ? { databaseUrl } : { db: stack.testDb.db }),
  })
}
