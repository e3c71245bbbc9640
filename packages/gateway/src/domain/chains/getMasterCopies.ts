import type { MasterCopy } from '@strongroom/protocol'
import type { GatewayContext } from '../GatewayContext'
import { knownMasterCopies } from './knownMasterCopies'
import { requireChain } from './requireChain'

/**
 * `/about/master-copies` (docs/gateway-api.md §4.15): the singletons Safes of this chain may use.
 * @throws {ChainNotServedError}
 */
export function getMasterCopies({ chains }: GatewayContext, { chainId }: { chainId: string }): MasterCopy[] {
  requireChain(chains, chainId)
  return [...knownMasterCopies]
}
