import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import type { ServedChain } from '../../lib/parseAddressInput'

/** The network as the address parser needs it: its name, and its short name once the gateway has described it. */
export function useServedChain(): ServedChain {
  const { chainName, chains } = useRuntimeConfig()
  return { name: chainName, shortName: useChainInfo().data?.shortName, several: chains.length > 1 }
}
