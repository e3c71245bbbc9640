import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { AssetsConfig } from '../prices/assetsConfigSchema'
import { createPriceProvider } from '../prices/createPriceProvider'
import { createTokenList } from '../token-list/createTokenList'
import { type BalanceReader, createBalanceReader } from './createBalanceReader'
import type { BalancesServices } from './getSafeBalances'

/**
 * The price provider, token list and balance readers of one process, shared by every route that values a Safe (the
 * balances and the Safe overviews answer the same totals): one reader per chain, so its per-block cache serves all.
 */
export function createBalancesServices(context: GatewayContext, assets: AssetsConfig): BalancesServices {
  const readers = new Map<string, BalanceReader>()
  return {
    prices: createPriceProvider(assets.priceProvider),
    tokenList: createTokenList(assets.tokenList, context.chains),
    balanceReader: (chainId) => {
      let reader = readers.get(chainId)
      if (!reader) {
        reader = createBalanceReader(requireChain(context.chains, chainId).client)
        readers.set(chainId, reader)
      }
      return reader
    },
  }
}
