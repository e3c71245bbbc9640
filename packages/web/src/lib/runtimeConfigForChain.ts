import type { RuntimeConfig } from './parseRuntimeConfig'

/**
 * The runtime configuration as chain `chainId` sees it: that chain's id, name, RPC and explorer at the top level, the
 * rest unchanged. A chain the deployment does not serve leaves the configuration as it is.
 */
export function runtimeConfigForChain(config: RuntimeConfig, chainId: number): RuntimeConfig {
  const chain = config.chains.find((served) => served.chainId === chainId)
  if (!chain || chainId === config.chainId) return config
  // The other chain's explorer must not stay behind when this one has none.
  const { explorerUrl: _previous, ...rest } = config
  return { ...rest, ...chain }
}
