import type { Chain } from 'viem'
import { type Config, createConfig, http, type Transport, webSocket } from 'wagmi'
import { createWalletConnectors } from './createWalletConnectors'

/** The wagmi config for the app plus the hook-free switch that preloads wallet SDKs. */
export interface AppWagmiConfig {
  wagmiConfig: Config
  armWalletSdks(): void
}

// Node RPC policy (docs/wallet-connection.md §9): 10 s timeout, retries after 100 ms, 2 of them.
const RPC_POLICY = { timeout: 10_000, retryDelay: 100, retryCount: 2 } as const

/** A node on this machine (the devnet) mines at once; polling it every 4 s (viem's default) only adds latency. */
function isLocalRpc(rpcUrl: string): boolean {
  const { hostname } = new URL(rpcUrl)
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
}

/** One chain of the wagmi config and the RPC URL its reads go to. */
export interface WagmiChain {
  chain: Chain
  rpcUrl: string
}

/**
 * Creates the wagmi config for the chains the deployment serves, each read through its own RPC URL. A ws(s):// URL
 * selects a WebSocket transport; http(s) uses JSON-RPC batching.
 */
export function createWagmiConfig(options: {
  chains: readonly [WagmiChain, ...WagmiChain[]]
  walletConnectProjectId?: string | undefined
}): AppWagmiConfig {
  const transports: Record<number, Transport> = {}
  const pollingInterval: Record<number, number> = {}
  for (const { chain, rpcUrl } of options.chains) {
    transports[chain.id] = /^wss?:/i.test(rpcUrl)
      ? webSocket(rpcUrl, RPC_POLICY)
      : http(rpcUrl, { ...RPC_POLICY, batch: true })
    pollingInterval[chain.id] = isLocalRpc(rpcUrl) ? 250 : 4_000
  }
  const { connectors, armWalletSdks } = createWalletConnectors({
    walletConnectProjectId: options.walletConnectProjectId,
  })
  const chains = options.chains.map(({ chain }) => chain) as [Chain, ...Chain[]]
  const wagmiConfig = createConfig({
    chains,
    connectors,
    transports,
    // EIP-6963: every wallet that announces itself is listed under its own name and icon.
    multiInjectedProviderDiscovery: true,
    pollingInterval,
  })
  return { wagmiConfig, armWalletSdks }
}
