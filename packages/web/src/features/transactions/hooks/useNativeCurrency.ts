import { useChainInfo } from '../../../hooks/useChainInfo'

/** The chain's native currency as the reviews show amounts in it; ETH with 18 decimals until the gateway says. */
export function useNativeCurrency(): { symbol: string; decimals: number } {
  const nativeCurrency = useChainInfo().data?.nativeCurrency
  return { symbol: nativeCurrency?.symbol ?? 'ETH', decimals: nativeCurrency?.decimals ?? 18 }
}
