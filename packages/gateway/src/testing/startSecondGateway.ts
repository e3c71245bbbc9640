import { type Gateway, type StartGatewayOptions, startGateway } from '../startGateway'
import type { TestStack } from './startTestStack'

/**
 * A second gateway process on the stack's database, on a free port: with Postgres its own pool and lock session, with
 * PGlite (one process only) the same database object. It runs the stack's configuration unless `config` gives another
 * (the stack's with a setting changed). The caller stops it.
 */
export function startSecondGateway(
  stack: TestStack,
  options: Pick<StartGatewayOptions, 'lockRetryMs' | 'heartbeatMs' | 'notificationSender'> & {
    config?: StartGatewayOptions['config']
  } = {},
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
