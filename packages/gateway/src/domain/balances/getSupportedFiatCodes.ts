import type { PriceProvider } from '../prices/PriceProvider'

/**
 * `GET /v1/balances/supported-fiat-codes` (docs/gateway-api.md §4.4): the provider's currency codes, upper-case and sorted.
 * @throws {PriceProviderUnavailableError}
 */
export async function getSupportedFiatCodes(prices: PriceProvider): Promise<string[]> {
  return [...new Set((await prices.getFiatCodes()).map((code) => code.toUpperCase()))].sort()
}
