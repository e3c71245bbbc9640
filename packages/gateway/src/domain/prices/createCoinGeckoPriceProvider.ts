import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import type { AssetsConfig } from './assetsConfigSchema'
import type { ChainPrices, PriceProvider } from './PriceProvider'
import { PriceProviderUnavailableError } from './PriceProviderUnavailableError'
import { toDecimalString } from './toDecimalString'

type CoinGeckoConfig = Extract<AssetsConfig['priceProvider'], { type: 'coingecko' }>

/** Contract addresses per `token_price` request, well under the URL lengths proxies accept. */
const ADDRESSES_PER_REQUEST = 50

/** Past this many cached prices, expired ones are swept out. */
const MAX_CACHED_PRICES = 10_000

const currenciesSchema = z.array(z.string())
/** `{ <coin id or lower-case contract address>: { <currency>: price } }`; unknown assets are simply absent. */
const pricesSchema = z.record(z.string(), z.record(z.string(), z.number().nonnegative().nullable()))

type Cached<T> = { value: T; expiresAt: number }

/**
 * Prices from a CoinGecko-compatible API: `/simple/supported_vs_currencies` for the fiat codes, `/simple/price` for
 * the native coin, `/simple/token_price/{platform}` for ERC-20s. The real service lies outside this machine; tests
 * run this adapter against a local fake server. Answers, including "no price for this token", are reused for
 * `cacheTtlSeconds`; every request is bounded by `timeoutMs`.
 * @param options.now clock in ms (tests move it to expire the cache).
 */
export function createCoinGeckoPriceProvider(
  config: CoinGeckoConfig,
  options: { now?: () => number } = {},
): PriceProvider {
  const now = options.now ?? Date.now
  const ttlMs = config.cacheTtlSeconds * 1000
  let fiatCodes: Cached<string[]> | null = null
  const prices = new Map<string, Cached<string | null>>()

  const get = async <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> => {
    const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/${path}`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    let body: unknown
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', ...(config.apiKey ? { [config.apiKeyHeader]: config.apiKey } : {}) },
        signal: AbortSignal.timeout(config.timeoutMs),
      })
      if (!response.ok)
        throw new PriceProviderUnavailableError(`Prices provider answered HTTP ${response.status}.`, {
          details: { path, status: response.status },
        })
      body = await response.json()
    } catch (cause) {
      if (cause instanceof PriceProviderUnavailableError) throw cause
      throw new PriceProviderUnavailableError('Prices provider is unreachable.', { cause, details: { path } })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new PriceProviderUnavailableError('Prices provider answered an unexpected payload.', {
        cause: parsed.error,
        details: { path },
      })
    return parsed.data
  }

  const fresh = (key: string): Cached<string | null> | undefined => {
    const entry = prices.get(key)
    return entry && entry.expiresAt > now() ? entry : undefined
  }
  const remember = (key: string, price: number | null | undefined) => {
    // Expired entries are dropped now and then so the map stays the size of the recently asked assets.
    if (prices.size >= MAX_CACHED_PRICES)
      for (const [cachedKey, entry] of prices) if (entry.expiresAt <= now()) prices.delete(cachedKey)
    prices.set(key, { value: price == null ? null : toDecimalString(price), expiresAt: now() + ttlMs })
  }

  return {
    getFiatCodes: async () => {
      if (fiatCodes && fiatCodes.expiresAt > now()) return fiatCodes.value
      const codes = await get('simple/supported_vs_currencies', {}, currenciesSchema)
      const value = [...new Set(codes.map((code) => code.toLowerCase()))].sort()
      fiatCodes = { value, expiresAt: now() + ttlMs }
      return value
    },

    getPrices: async ({ chainId, currency, tokens }): Promise<ChainPrices> => {
      const chain = config.chains[chainId]
      if (!chain) return { native: null, tokens: new Map(tokens.map((token) => [token, null])) }
      const nativeKey = `${chainId}:native:${currency}`
      const tokenKey = (token: Address) => `${chainId}:${token}:${currency}`

      const requests: Promise<void>[] = []
      if (!fresh(nativeKey))
        requests.push(
          get('simple/price', { ids: chain.nativeCoinId, vs_currencies: currency }, pricesSchema).then((answer) =>
            remember(nativeKey, answer[chain.nativeCoinId]?.[currency]),
          ),
        )
      const missing = [...new Set(tokens)].filter((token) => !fresh(tokenKey(token)))
      for (let start = 0; start < missing.length; start += ADDRESSES_PER_REQUEST) {
        const chunk = missing.slice(start, start + ADDRESSES_PER_REQUEST)
        requests.push(
          get(
            `simple/token_price/${encodeURIComponent(chain.platformId)}`,
            { contract_addresses: chunk.map((token) => token.toLowerCase()).join(','), vs_currencies: currency },
            pricesSchema,
          ).then((answer) => {
            const byAddress = new Map(
              Object.entries(answer).flatMap(([address, table]) => {
                try {
                  return [[getAddress(address), table[currency]] as const]
                } catch {
                  return []
                }
              }),
            )
            for (const token of chunk) remember(tokenKey(token), byAddress.get(token))
          }),
        )
      }
      await Promise.all(requests)
      return {
        native: prices.get(nativeKey)?.value ?? null,
        tokens: new Map(tokens.map((token) => [token, prices.get(tokenKey(token))?.value ?? null])),
      }
    },
  }
}
