import { useQueries } from '@tanstack/react-query'
import type { ChainConfig, RuntimeConfig } from '../lib/parseRuntimeConfig'
import { chainInfoQuery } from '../lib/query/chainInfoQuery'
import type { PrefixedChain } from '../lib/resolveChainPrefix'

/** One chain of the deployment with what the gateway says of it. */
export interface ServedChainState extends PrefixedChain {
  config: ChainConfig
}

/**
 * Every chain the deployment serves, in the configuration's order, with its short name once the gateway has described
 * it (one chain-info query each when there are several, cached for the page's lifetime).
 */
export function useServedChains({
  gatewayUrl,
  chains,
}: Pick<RuntimeConfig, 'gatewayUrl' | 'chains'>): ServedChainState[] {
  return useQueries({
    // One chain needs no lookup to open its links; its screens ask for its description themselves (useChainInfo).
    queries: chains.map((chain) => ({
      ...chainInfoQuery({ gatewayUrl, chainId: chain.chainId }),
      enabled: chains.length > 1,
    })),
    combine: (results) =>
      results.map((result, index) => ({
        config: chains[index]!,
        chainId: chains[index]!.chainId,
        shortName: result.data?.shortName,
        pending: result.status === 'pending',
      })),
  })
}
