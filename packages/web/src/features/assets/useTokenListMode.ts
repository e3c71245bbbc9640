import { useChainInfo } from '../../hooks/useChainInfo'
import { useStoredState } from '../../hooks/useStoredState'

/** `default`: only the chain's trusted token list (the spam filter); `all`: every token the Safe holds. */
export type TokenListMode = 'default' | 'all'

const parseMode = (stored: unknown): TokenListMode | undefined =>
  stored === 'default' || stored === 'all' ? stored : undefined

/**
 * Which tokens the asset lists show. Until the user picks, a chain with a default token list (`DEFAULT_TOKENLIST`
 * feature) starts on it; a chain without one (a devnet) starts on all tokens, or nothing but the native coin would
 * show.
 */
export function useTokenListMode(): [TokenListMode, (mode: TokenListMode) => void] {
  const chain = useChainInfo()
  const [chosen, setMode] = useStoredState<TokenListMode | undefined>('strongroom.tokenList', parseMode, undefined)
  const fallback: TokenListMode = chain.data?.features.includes('DEFAULT_TOKENLIST') ? 'default' : 'all'
  return [chosen ?? fallback, setMode]
}
