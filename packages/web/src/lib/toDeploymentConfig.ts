import type { DeploymentConfig, RuntimeConfig } from './parseRuntimeConfig'

/** The `chains` shape of a runtime configuration, as `/config.json` serves it. */
export function toDeploymentConfig(config: RuntimeConfig): DeploymentConfig {
  const { chainId: _id, chainName: _name, rpcUrl: _rpc, explorerUrl: _explorer, chains, ...deployment } = config
  return { ...deployment, chains: [...chains] }
}
