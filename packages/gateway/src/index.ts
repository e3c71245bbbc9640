export {
  type ChainConfig,
  type ChainConfigInput,
  type Config,
  type ConfigEnv,
  loadConfig,
  parseConfig,
} from './config'
export type { Database, Db, DbLock } from './db/Db'
export { MigrationError } from './db/MigrationError'
export { type OpenDbOptions, openDb } from './db/openDb'
export type { ChainRuntime, IndexerControl } from './indexer/ChainRuntime'
export { IndexerError } from './indexer/IndexerError'
export type { IndexerStatus } from './indexer/IndexerStatus'
export { createLogger, type Logger, type LogLevel } from './indexer/Logger'
export type { SafeChangeHub, SafeChangeListener } from './realtime/SafeChangeHub'
export { type Gateway, type StartGatewayOptions, startGateway } from './startGateway'
