import { approveHashHandler } from './approveHashHandler'
import { creationHandler } from './creationHandler'
import type { EventHandler } from './EventHandler'
import { l1ExecutionHandler } from './l1ExecutionHandler'
import { moduleHandler } from './moduleHandler'
import { multisigHandler } from './multisigHandler'
import { nativeTransferHandler } from './nativeTransferHandler'
import { ownerHandler } from './ownerHandler'
import { settingsHandler } from './settingsHandler'

/** Every event family the indexer handles, applied in this order for each log. */
export const eventHandlers: readonly EventHandler[] = [
  creationHandler,
  ownerHandler,
  moduleHandler,
  settingsHandler,
  multisigHandler,
  l1ExecutionHandler,
  approveHashHandler,
  nativeTransferHandler,
]
