import type { Address } from 'viem'

/** Prices of one chain's assets in one currency, as plain decimal strings per whole token; null when unknown. */
export type ChainPrices = { native: string | null; tokens: Map<Address, string | null> }

/** Where fiat prices come from: a static table or an HTTP price API. */
export interface PriceProvider {
  /** Currency codes prices can be asked in, lower-case (`usd`, `eur`). */
  getFiatCodes(): Promise<string[]>
  /**
   * Prices in `currency` (lower-case, one of {@link getFiatCodes}) of the chain's native coin and of `tokens`.
   * @throws {PriceProviderUnavailableError} when the source cannot be reached or answers nonsense.
   */
  getPrices(request: { chainId: string; currency: string; tokens: readonly Address[] }): Promise<ChainPrices>
}
