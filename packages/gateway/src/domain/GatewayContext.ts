import type { Db } from '../db/Db'
import type { ChainRuntime } from '../indexer/ChainRuntime'

/** What every domain use case runs against: the database and the chains this gateway serves. */
export type GatewayContext = {
  db: Db
  chains: ReadonlyMap<string, ChainRuntime>
}
