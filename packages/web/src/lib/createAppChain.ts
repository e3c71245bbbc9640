import { type Chain, defineChain } from 'viem'
import type { ChainConfig } from './parseRuntimeConfig'

/**
 * One chain the app works on, described from its runtime configuration. Native currency is ETH with 18 decimals, as on
 * every chain the devnet and the Safe deployments here target.
 */
export function createAppChain(config: ChainConfig): Chain {
  const isWebSocket = /^wss?:/i.test(config.rpcUrl)
  return defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: {
      default: isWebSocket ? { http: [], webSocket: [config.rpcUrl] } : { http: [config.rpcUrl] },
    },
    ...(config.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: config.explorerUrl.replace(/\/+$/, '') } } }
      : {}),
  })
}
