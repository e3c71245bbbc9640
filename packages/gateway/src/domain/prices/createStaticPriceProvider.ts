import { type Address, formatUnits, parseUnits } from 'viem'
import type { AssetsConfig } from './assetsConfigSchema'
import type { ChainPrices, PriceProvider } from './PriceProvider'
import { toDecimalString } from './toDecimalString'

type StaticPricesConfig = Extract<AssetsConfig['priceProvider'], { type: 'static' }>
type PriceTable = Record<string, number>

/**
 * Prices from the config file, no network: a token's own entry for the currency if it names one, otherwise its
 * base-currency price times the configured exchange rate, otherwise none. Supported codes are the exchange-rate
 * currencies plus every currency a price table names.
 */
export function createStaticPriceProvider(config: StaticPricesConfig): PriceProvider {
  const codes = new Set([config.baseCurrency, ...Object.keys(config.exchangeRates)])
  for (const chain of Object.values(config.prices)) {
    for (const table of [chain.native ?? {}, ...Object.values(chain.tokens)])
      for (const code of Object.keys(table)) codes.add(code)
  }
  const fiatCodes = [...codes].sort()

  const priceIn = (table: PriceTable | undefined, currency: string): string | null => {
    if (!table) return null
    const direct = table[currency]
    if (direct !== undefined) return toDecimalString(direct)
    const base = table[config.baseCurrency]
    const rate = config.exchangeRates[currency]
    if (base === undefined || rate === undefined) return null
    // Exact product of the two decimal strings: floating-point 3000 * 0.92 would print 2760.0000000000005.
    return multiplyDecimals(toDecimalString(base), toDecimalString(rate))
  }

  return {
    getFiatCodes: async () => fiatCodes,
    getPrices: async ({ chainId, currency, tokens }): Promise<ChainPrices> => {
      const chain = config.prices[chainId]
      return {
        native: priceIn(chain?.native, currency),
        tokens: new Map(
          tokens.map((token): [Address, string | null] => [token, priceIn(chain?.tokens[token], currency)]),
        ),
      }
    },
  }
}

/** toDecimalString writes at most 20 fraction digits, so both factors are exact at this scale. */
const SCALE = 20

function multiplyDecimals(a: string, b: string): string {
  return formatUnits(parseUnits(a, SCALE) * parseUnits(b, SCALE), 2 * SCALE)
}
