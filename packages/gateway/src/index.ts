export type { ChainRuntime, IndexerControl } from './chain-runtime/ChainRuntime'
export type { IndexerStatus } from './chain-runtime/IndexerStatus'
export {
  type ChainConfig,
  type ChainConfigInput,
  type Config,
  type ConfigEnv,
  loadConfig,
  parseConfig,
} from './config'
export { createLogger, type Logger, type LogLevel } from './createLogger'
export type { Database, Db, DbLock } from './db/Db'
export { DirectoryLockedError } from './db/DirectoryLockedError'
export type { DirectoryLockHolder } from './db/DirectoryLockHolder'
export { type DirectoryLock, directoryHolder, lockDirectory } from './db/lockDirectory'
export { MigrationError } from './db/MigrationError'
export { type OpenDbOptions, openDb } from './db/openDb'
export { DEFAULT_SAFE_APPS_PATH, loadSafeAppsRegistry } from './domain/safe-apps/loadSafeAppsRegistry'
export type { SafeAppConfig, SafeAppsRegistry } from './domain/safe-apps/safeAppsConfigSchema'
export { IndexerError } from './indexer/IndexerError'
export type { SafeChangeHub, SafeChangeListener } from './realtime/SafeChangeHub'
export { type Gateway, type StartGatewayOptions, startGateway } from './startGateway'
