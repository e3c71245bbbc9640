import type { AssetsConfig } from './assetsConfigSchema'
import { createCoinGeckoPriceProvider } from './createCoinGeckoPriceProvider'
import { createStaticPriceProvider } from './createStaticPriceProvider'
import type { PriceProvider } from './PriceProvider'

/** The price provider the config names: the static table (default) or a CoinGecko-compatible API. */
export function createPriceProvider(config: AssetsConfig['priceProvider']): PriceProvider {
  return config.type === 'coingecko' ? createCoinGeckoPriceProvider(config) : createStaticPriceProvider(config)
}
