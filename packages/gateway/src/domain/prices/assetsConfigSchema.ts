import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { DEVNET_DDAI_LOGO, DEVNET_DUSD_LOGO, DEVNET_SRKEY_LOGO } from '../token-list/devnetTokenLogos'

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 20-byte hex address')
  .transform((value) => getAddress(value))

const chainIdSchema = z.string().regex(/^[1-9]\d*$/, 'must be a decimal chain id')

/** A currency code as price providers name them (`usd`, `eur`, `btc`); stored lower-case, compared case-insensitively. */
const currencySchema = z
  .string()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'must be a currency code of 1 to 10 letters or digits')
  .transform((code) => code.toLowerCase())

/** Price of one whole token per currency: `{ usd: 3000, eur: 2760 }`. */
const priceTableSchema = z.record(currencySchema, z.number().positive().finite())

/**
 * Fixed prices from the config file: the devnet default, and a way to run without any outside price service.
 * A currency missing from a token's table is derived from its `baseCurrency` price times `exchangeRates[currency]`.
 */
const staticPricesSchema = z.object({
  type: z.literal('static'),
  baseCurrency: currencySchema.default('usd'),
  /** Units of each currency worth one unit of `baseCurrency`; also the list of supported fiat codes. */
  exchangeRates: z
    .record(currencySchema, z.number().positive().finite())
    .default({ usd: 1, eur: 0.92, gbp: 0.79, chf: 0.88, jpy: 150 }),
  /** Per chain id: the native coin's price and ERC-20 prices by address. Tokens not listed have no price ("0"). */
  prices: z
    .record(
      chainIdSchema,
      z.object({
        native: priceTableSchema.optional(),
        tokens: z.record(addressSchema, priceTableSchema).default({}),
      }),
    )
    .default({}),
})

/**
 * A CoinGecko-compatible HTTP price API (`/simple/price`, `/simple/token_price/{platform}`,
 * `/simple/supported_vs_currencies`); used only when configured.
 */
const coinGeckoPricesSchema = z.object({
  type: z.literal('coingecko'),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.coingecko.com/api/v3'),
  apiKey: z.string().min(1).optional(),
  /** `x-cg-pro-api-key` for the paid API, `x-cg-demo-api-key` for demo keys. */
  apiKeyHeader: z.string().min(1).default('x-cg-pro-api-key'),
  /** Per request (CGW's HTTP client uses 5 s). */
  timeoutMs: z.number().int().min(1).default(5000),
  /** How long prices and the currency list are reused (CGW caches CoinGecko prices for 300 s). */
  cacheTtlSeconds: z.number().int().min(0).default(300),
  /** Per chain id: the asset platform of its tokens and the coin id of its native currency. */
  chains: z
    .record(chainIdSchema, z.object({ platformId: z.string().min(1), nativeCoinId: z.string().min(1) }))
    .default({
      '1': { platformId: 'ethereum', nativeCoinId: 'ethereum' },
    }),
})

/** Addresses of the devnet demo assets (CREATE2 through the Safe singleton factory, identical on every devnet). */
const DEVNET_CHAIN_ID = '1337'
const DEVNET_DUSD = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'
const DEVNET_DDAI = '0x2B7f1146613dD4C0dafC862bd47465334aD17602'
const DEVNET_SRKEY = '0xf7cede30456ab9F3b2C1d2ca244A2927Ee45f580'

/** A token the operator vouches for: shown with `trusted=true`, never treated as spam, optionally with a logo. */
const tokenListEntrySchema = z.object({ address: addressSchema, logoUri: z.string().min(1).optional() })

/**
 * Settings of balances, prices and collectibles. Every field has a default that suits the devnet: static prices for
 * ETH (3000 USD) and the demo tokens dUSD and dDAI (1 USD), and a token list trusting the demo assets.
 */
export const assetsConfigSchema = z.object({
  priceProvider: z.discriminatedUnion('type', [staticPricesSchema, coinGeckoPricesSchema]).default({
    type: 'static',
    baseCurrency: 'usd',
    exchangeRates: { usd: 1, eur: 0.92, gbp: 0.79, chf: 0.88, jpy: 150 },
    prices: {
      [DEVNET_CHAIN_ID]: { native: { usd: 3000 }, tokens: { [DEVNET_DUSD]: { usd: 1 }, [DEVNET_DDAI]: { usd: 1 } } },
    },
  }),
  /** Trusted tokens per chain id, in addition to each chain's `trustedTokens`. */
  tokenList: z.record(chainIdSchema, z.array(tokenListEntrySchema)).default({
    [DEVNET_CHAIN_ID]: [
      { address: DEVNET_DUSD, logoUri: DEVNET_DUSD_LOGO },
      { address: DEVNET_DDAI, logoUri: DEVNET_DDAI_LOGO },
      { address: DEVNET_SRKEY, logoUri: DEVNET_SRKEY_LOGO },
    ],
  }),
  collectibles: z
    .object({
      /** Per tokenURI download. */
      metadataTimeoutMs: z.number().int().min(1).default(5000),
      /** Larger metadata documents are dropped (the collectible is listed without metadata). */
      metadataMaxBytes: z
        .number()
        .int()
        .min(1)
        .default(256 * 1024),
      /** How `ipfs://<cid>/<path>` URIs are fetched. */
      ipfsGateway: z.url({ protocol: /^https?$/ }).default('https://ipfs.io/ipfs/'),
      /**
       * tokenURIs are chosen by whoever deployed the token, so by default they may not reach loopback, private or
       * link-local addresses (server-side request forgery into the operator's network). Tests turn this on.
       */
      allowPrivateNetwork: z.boolean().default(false),
      /** A tokenURI that failed is tried again after this long; a successful one is kept for good. */
      retryFailedAfterSeconds: z.number().int().min(0).default(3600),
    })
    .prefault({}),
})

/** Typed assets settings (defaults filled in). */
export type AssetsConfig = z.output<typeof assetsConfigSchema>
/** Assets settings as written in the JSON config file. */
export type AssetsConfigInput = z.input<typeof assetsConfigSchema>
