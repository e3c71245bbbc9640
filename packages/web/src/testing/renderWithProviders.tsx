import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { Address, Chain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { ActiveChainProvider } from '../app/ActiveChainProvider'
import { RuntimeConfigContext } from '../hooks/useRuntimeConfig'
import { createAppChain } from '../lib/createAppChain'
import { parseRuntimeConfig, type RuntimeConfig } from '../lib/parseRuntimeConfig'

/** The runtime configuration component tests run with. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = parseRuntimeConfig({
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://rpc.test',
  gatewayUrl: 'http://gw.test',
})

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions {
  /** Connect wagmi's mock wallet with this account before rendering; absent = disconnected. */
  account?: Address
  /** `false`: render with the wallet of `account` not yet connected; the result's `connectWallet` connects it. */
  connected?: boolean
  /** The deployment's configuration (default {@link TEST_RUNTIME_CONFIG}); wagmi knows each of its chains. */
  runtimeConfig?: RuntimeConfig
}

/**
 * Renders `ui` inside the app's providers: runtime config (as the chain on screen sees it), TanStack Query (no retries, so error states show at once),
 * wagmi with its mock connector (the wallet is outside this machine) and RainbowKit.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): Promise<RenderResult & { queryClient: QueryClient; connectWallet: () => Promise<void> }> {
  const runtimeConfig = options.runtimeConfig ?? TEST_RUNTIME_CONFIG
  const chains = runtimeConfig.chains.map((served) => createAppChain(served)) as [Chain, ...Chain[]]
  const connector = mock({
    accounts: options.account ? [options.account] : ['0x0000000000000000000000000000000000000001'],
  })
  // No storage: nothing persists between tests, and nothing rehydrates over the connection made below.
  const wagmiConfig = createConfig({
    chains,
    connectors: [connector],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    storage: null,
  })
  const connectWallet = async () => {
    await act(async () => void (await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })))
  }
  if (options.account && options.connected !== false)
    await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let result: RenderResult | undefined
  await act(async () => {
    result = render(
      <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
        <QueryClientProvider client={queryClient}>
          <RainbowKitProvider>
            <RuntimeConfigContext.Provider value={runtimeConfig}>
              <ActiveChainProvider config={runtimeConfig}>{ui}</ActiveChainProvider>
            </RuntimeConfigContext.Provider>
          </RainbowKitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
  })
  return { ...result!, queryClient, connectWallet }
}
