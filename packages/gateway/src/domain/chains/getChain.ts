import type { ChainInfo } from '@strongroom/protocol'
import type { GatewayContext } from '../GatewayContext'
import type { TokenList } from '../token-list/createTokenList'
import { requireChain } from './requireChain'
import { toChainInfo } from './toChainInfo'

/**
 * One served chain's ChainInfo.
 * @throws {ChainNotServedError}
 */
export function getChain(
  { chains }: GatewayContext,
  { chainId, gatewayUrl, tokenList }: { chainId: string; gatewayUrl: string; tokenList?: Pick<TokenList, 'trustsAny'> },
): ChainInfo {
  return toChainInfo(requireChain(chains, chainId).config, {
    gatewayUrl,
    hasTokenList: tokenList?.trustsAny(chainId) ?? false,
  })
}
