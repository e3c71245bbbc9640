import type { ServedChain } from '../lib/parseAddressInput'
import { useChainInfo } from './useChainInfo'
import { useRuntimeConfig } from './useRuntimeConfig'

/** The network as the address parser needs it: its name, and its short name once the gateway has described it. */
export function useServedChain(): ServedChain {
  const { chainName, chains } = useRuntimeConfig()
  return { name: chainName, shortName: useChainInfo().data?.shortName, several: chains.length > 1 }
}
