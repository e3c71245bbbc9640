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

/**
 * Creates the wagmi config for the one chain the deployment runs on. A ws(s):// RPC URL selects a WebSocket
 * transport; http(s) uses JSON-RPC batching.
 */
export function createWagmiConfig(options: {
  chain: Chain
  rpcUrl: string
  walletConnectProjectId?: string | undefined
}): AppWagmiConfig {
  const { chain, rpcUrl } = options
  const transport: Transport = /^wss?:/i.test(rpcUrl)
    ? webSocket(rpcUrl, RPC_POLICY)
    : http(rpcUrl, { ...RPC_POLICY, batch: true })
  const { connectors, armWalletSdks } = createWalletConnectors({
    walletConnectProjectId: options.walletConnectProjectId,
  })
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors,
    transports: { [chain.id]: transport },
    // EIP-6963: every wallet that announces itself is listed under its own name and icon.
    multiInjectedProviderDiscovery: true,
    pollingInterval: isLocalRpc(rpcUrl) ? 250 : 4_000,
  })
  return { wagmiConfig, armWalletSdks }
}
