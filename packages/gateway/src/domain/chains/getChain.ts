import type { ChainInfo } from '@strongroom/protocol'
import type { GatewayContext } from '../GatewayContext'
import { requireChain } from './requireChain'
import { toChainInfo } from './toChainInfo'

/**
 * One served chain's ChainInfo.
 * @throws {ChainNotServedError}
 */
export function getChain(
  { chains }: GatewayContext,
  { chainId, gatewayUrl }: { chainId: string; gatewayUrl: string },
): ChainInfo {
  return toChainInfo(requireChain(chains, chainId).config, { gatewayUrl })
}
