import type { ChainInfo } from '@strongroom/protocol'
import type { GatewayContext } from '../GatewayContext'
import type { TokenList } from '../token-list/createTokenList'
import { toChainInfo } from './toChainInfo'

/**
 * Every served chain, in configuration order. All of them go on one page: Safe{Wallet} reads only the first page of
 * `/v1/chains` (docs/gateway-api.md §2).
 */
export function getChains(
  { chains }: GatewayContext,
  { gatewayUrl, tokenList }: { gatewayUrl: string; tokenList?: Pick<TokenList, 'trustsAny'> },
): ChainInfo[] {
  return [...chains.values()].map((chain) =>
    toChainInfo(chain.config, { gatewayUrl, hasTokenList: tokenList?.trustsAny(chain.config.chainId) ?? false }),
  )
}
