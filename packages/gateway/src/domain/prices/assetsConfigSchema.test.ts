import { describe, expect, it } from 'vitest'
import { assetsConfigSchema } from './assetsConfigSchema'

describe('assetsConfigSchema', () => {
  it('defaults to static devnet prices, the demo token list and bounded metadata downloads', () => {
    const config = assetsConfigSchema.parse({})
    expect(config.priceProvider).toMatchObject({ type: 'static', baseCurrency: 'usd', exchangeRates: { usd: 1 } })
    expect(config.tokenList['1337']).toHaveLength(3)
    expect(config.collectibles).toEqual({
      metadataTimeoutMs: 5000,
      metadataMaxBytes: 262_144,
      ipfsGateway: 'https://ipfs.io/ipfs/',
      allowPrivateNetwork: false,
      retryFailedAfterSeconds: 3600,
    })
  })

  it('lower-cases currency codes and checksums token addresses', () => {
    const config = assetsConfigSchema.parse({
      priceProvider: {
        type: 'static',
        baseCurrency: 'EUR',
        exchangeRates: { EUR: 1, USD: 1.08 },
        prices: { '10': { tokens: { '0x6b175474e89094c44da98b954eedeac495271d0f': { EUR: 0.93 } } } },
      },
      tokenList: { '10': [{ address: '0x6b175474e89094c44da98b954eedeac495271d0f' }] },
    })
    expect(config.priceProvider).toEqual({
      type: 'static',
      baseCurrency: 'eur',
      exchangeRates: { eur: 1, usd: 1.08 },
      prices: { '10': { tokens: { '0x6B175474E89094C44Da98b954EedeAC495271d0F': { eur: 0.93 } } } },
    })
    expect(config.tokenList).toEqual({ '10': [{ address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' }] })
  })

  it('fills CoinGecko defaults and rejects bad values with their path', () => {
    expect(assetsConfigSchema.parse({ priceProvider: { type: 'coingecko' } }).priceProvider).toEqual({
      type: 'coingecko',
      baseUrl: 'https://api.coingecko.com/api/v3',
      apiKeyHeader: 'x-cg-pro-api-key',
      timeoutMs: 5000,
      cacheTtlSeconds: 300,
      chains: { '1': { platformId: 'ethereum', nativeCoinId: 'ethereum' } },
    })
    const bad = assetsConfigSchema.safeParse({
      priceProvider: { type: 'static', prices: { '1': { native: { usd: -3 } } } },
      tokenList: { '1': [{ address: '0x1234' }] },
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'priceProvider.prices.1.native.usd',
      'tokenList.1.0.address',
    ])
  })
})
