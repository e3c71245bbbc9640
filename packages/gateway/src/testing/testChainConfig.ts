import type { DevnetConnection } from '@strongroom/devnet'
import { type ChainConfig, type Config, parseConfig } from '../config'

/** Gateway config for a devnet: its RPC and chain id, fast polling, optional indexer/chain overrides. */
export function testConfig(
  devnet: Pick<DevnetConnection, 'rpcUrl' | 'chainId'>,
  overrides: { chain?: Partial<Omit<ChainConfig, 'indexer'>>; indexer?: Partial<ChainConfig['indexer']> } = {},
): Config {
  const config = parseConfig({ RPC_URL: devnet.rpcUrl, CHAIN_ID: String(devnet.chainId), LOG_LEVEL: 'warn' })
  const base = config.chains[0]!
  const chain: ChainConfig = {
    ...base,
    ...overrides.chain,
    indexer: { ...base.indexer, pollingIntervalMs: 50, ...overrides.indexer },
  }
  // Test services (the Safe Transaction Service stand-in) listen on 127.0.0.1.
  return {
    ...config,
    port: 0,
    chains: [chain],
    transactionServiceImport: { ...config.transactionServiceImport, allowLoopback: true },
  }
}
