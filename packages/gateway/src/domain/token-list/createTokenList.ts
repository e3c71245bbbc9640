import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import type { AssetsConfig } from '../prices/assetsConfigSchema'

/** Which tokens the operator vouches for, per chain, and their logos. */
export type TokenList = {
  /** Listed in the assets token list or in the chain's `trustedTokens`. */
  isTrusted(chainId: string, token: Address): boolean
  /** The logo the token list gives the token, or null. */
  logoUri(chainId: string, token: Address): string | null
  /** Whether the list trusts any token on the chain: then clients show it by default (`DEFAULT_TOKENLIST`). */
  trustsAny(chainId: string): boolean
}

/**
 * The trusted-token list: the assets config's `tokenList` plus each chain's `trustedTokens`. Read from the config on
 * every request rather than from `tokens.trusted` (written once when the indexer first saw a token), so editing the
 * list takes effect at the next start.
 */
export function createTokenList(
  tokenList: AssetsConfig['tokenList'],
  chains: ReadonlyMap<string, Pick<ChainRuntime, 'config'>>,
): TokenList {
  const trusted = new Map<string, Map<Address, string | null>>()
  const entries = (chainId: string) => {
    let chain = trusted.get(chainId)
    if (!chain) {
      chain = new Map()
      trusted.set(chainId, chain)
    }
    return chain
  }
  for (const [chainId, runtime] of chains)
    for (const address of runtime.config.trustedTokens) entries(chainId).set(address, null)
  for (const [chainId, list] of Object.entries(tokenList))
    for (const entry of list) entries(chainId).set(entry.address, entry.logoUri ?? null)

  return {
    isTrusted: (chainId, token) => trusted.get(chainId)?.has(token) ?? false,
    logoUri: (chainId, token) => trusted.get(chainId)?.get(token) ?? null,
    trustsAny: (chainId) => (trusted.get(chainId)?.size ?? 0) > 0,
  }
}
