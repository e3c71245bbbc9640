import type { Balance, SafeBalanceResponse, TokenInfo } from '@strongroom/protocol'
import { type Address, zeroAddress } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { PriceProvider } from '../prices/PriceProvider'
import { UnsupportedCurrencyError } from '../prices/UnsupportedCurrencyError'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import type { TokenList } from '../token-list/createTokenList'
import { isSpamToken } from '../token-list/isSpamToken'
import { loadTokens } from '../tokens/loadTokens'
import type { TokenRecord } from '../tokens/TokenRecord'
import type { BalanceReader } from './createBalanceReader'
import { loadReceivedTokens } from './loadReceivedTokens'
import { formatFiat, toFiatBalance } from './toFiatBalance'
import { toTokenInfo } from './toTokenInfo'

/** What the balances use case needs beside the database and chains; built once per process. */
export type BalancesServices = {
  prices: PriceProvider
  tokenList: TokenList
  /** The balance reader of a served chain (one per chain, so its per-block cache is shared by all requests). */
  balanceReader(chainId: string): BalanceReader
}

type Row = { item: Balance; fiat: bigint; native: boolean }

/**
 * `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}` (docs/gateway-api.md §4.3): the native coin (always listed)
 * and every ERC-20 the index saw move to or from the Safe whose balance at the head block is positive. With `trusted`
 * only tokens of the token list remain; with `excludeSpam` untrusted tokens matching {@link isSpamToken} go. Items are
 * sorted by fiat value, highest first (native coin first among equals, then by symbol and address); a token without
 * a price counts "0".
 * @throws {ChainNotServedError} / {UnsupportedCurrencyError} / {SafeNotFoundError}
 * @throws {PriceProviderUnavailableError} when prices cannot be had.
 */
export async function getSafeBalances(
  { db, chains }: GatewayContext,
  services: BalancesServices,
  request: { chainId: string; safe: Address; currency: string; trusted: boolean; excludeSpam: boolean },
): Promise<SafeBalanceResponse> {
  const { chainId, safe, trusted, excludeSpam } = request
  const chain = requireChain(chains, chainId)
  const currency = request.currency.toLowerCase()
  const supported = await services.prices.getFiatCodes()
  if (!supported.includes(currency))
    throw new UnsupportedCurrencyError(
      request.currency,
      supported.map((code) => code.toUpperCase()),
    )
  await getSafeSnapshot({ chain, db, address: safe })

  const metadata = await loadTokens(db, chainId, await loadReceivedTokens(db, chainId, safe))
  const isTrusted = (token: Address) => services.tokenList.isTrusted(chainId, token)
  const candidates = [...metadata.values()]
    .sort((a, b) => a.address.localeCompare(b.address))
    .filter((token) => {
      if (isTrusted(token.address)) return true
      if (trusted) return false
      return !(excludeSpam && isSpamToken({ name: token.name, symbol: token.symbol, decimals: token.decimals }))
    })
  const tokens = candidates.map((token) => token.address)
  // The supply decides the "0 decimals, huge supply" rule; only read where that rule can apply.
  const supplyOf = excludeSpam
    ? candidates.filter((token) => token.decimals === 0 && !isTrusted(token.address)).map((token) => token.address)
    : []
  const reading = await services.balanceReader(chainId)({ safe, tokens, supplyOf })

  const held = candidates.filter((token) => {
    const balance = reading.tokens.get(token.address)
    if (balance == null || balance === 0n) return false
    if (!supplyOf.includes(token.address)) return true
    return !isSpamToken({ ...token, totalSupply: reading.totalSupplies.get(token.address) ?? null })
  })
  const prices = await services.prices.getPrices({ chainId, currency, tokens: held.map((token) => token.address) })

  const native = chain.config.nativeCurrency
  const rows: Row[] = [
    row(
      {
        type: 'NATIVE_TOKEN',
        address: zeroAddress,
        decimals: native.decimals,
        symbol: native.symbol,
        name: native.name,
        logoUri: native.logoUri || null,
      },
      reading.native,
      prices.native,
      true,
    ),
    ...held.map((token: TokenRecord) =>
      row(
        toTokenInfo(token, services.tokenList.logoUri(chainId, token.address)),
        reading.tokens.get(token.address) ?? 0n,
        prices.tokens.get(token.address) ?? null,
        false,
      ),
    ),
  ]
  rows.sort(
    (a, b) =>
      (a.fiat === b.fiat ? 0 : a.fiat > b.fiat ? -1 : 1) ||
      Number(b.native) - Number(a.native) ||
      a.item.tokenInfo.symbol.localeCompare(b.item.tokenInfo.symbol) ||
      a.item.tokenInfo.address.localeCompare(b.item.tokenInfo.address),
  )
  const total = rows.reduce((sum, { fiat }) => sum + fiat, 0n)
  return { fiatTotal: formatFiat(total), items: rows.map(({ item }) => item) }
}

function row(tokenInfo: TokenInfo, balance: bigint, price: string | null, native: boolean): Row {
  const fiat = toFiatBalance(balance, tokenInfo.decimals, price)
  return {
    item: { tokenInfo, balance: balance.toString(), fiatBalance: formatFiat(fiat), fiatConversion: price ?? '0' },
    fiat,
    native,
  }
}
