import { approveHashHandler } from './handlers/approveHashHandler'
import { creationHandler } from './handlers/creationHandler'
import type { EventHandler } from './handlers/EventHandler'
import { moduleHandler } from './handlers/moduleHandler'
import { multisigHandler } from './handlers/multisigHandler'
import { nativeTransferHandler } from './handlers/nativeTransferHandler'
import { ownerHandler } from './handlers/ownerHandler'
import { settingsHandler } from './handlers/settingsHandler'

/** Every event family the indexer handles, applied in this order for each log. */
export const eventHandlers: readonly EventHandler[] = [
  creationHandler,
  ownerHandler,
  moduleHandler,
  settingsHandler,
  multisigHandler,
  approveHashHandler,
  nativeTransferHandler,
]
