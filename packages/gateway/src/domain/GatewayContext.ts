import type { ChainRuntime } from '../chain-runtime/ChainRuntime'
import type { Db } from '../db/Db'
import type { SafeAppsRegistry } from './safe-apps/safeAppsConfigSchema'

/** What every domain use case runs against: the database, the chains this gateway serves and its Safe Apps registry. */
export type GatewayContext = {
  db: Db
  chains: ReadonlyMap<string, ChainRuntime>
  /** Loaded once at start (loadSafeAppsRegistry). */
  safeApps: SafeAppsRegistry
}
