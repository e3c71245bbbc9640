import type { TokenInfo } from '@strongroom/protocol'
import type { TokenRecord } from '../tokens/TokenRecord'

/**
 * The wire `tokenInfo` of an indexed token. Name and symbol are required strings on the wire, so a token whose
 * `name()` / `symbol()` could not be read still shows: name falls back to the symbol, then to a shortened address;
 * symbol falls back to "UNKNOWN". Unreadable decimals stay null (and the token gets no fiat value).
 */
export function toTokenInfo(token: TokenRecord, listLogoUri: string | null): TokenInfo {
  const short = `${token.address.slice(0, 6)}…${token.address.slice(-4)}`
  return {
    type: token.type,
    address: token.address,
    decimals: token.decimals,
    symbol: token.symbol ?? 'UNKNOWN',
    name: token.name ?? token.symbol ?? `Token ${short}`,
    logoUri: listLogoUri ?? token.logoUri,
  }
}
