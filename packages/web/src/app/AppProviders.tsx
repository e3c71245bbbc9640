import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { APP_NAME, createWagmiConfig, WalletSdkPreloader } from '../features/connect'
import { createAppChain } from '../lib/createAppChain'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { rainbowTheme } from '../theme/rainbowTheme'

/** wagmi, TanStack Query and RainbowKit, configured once from the runtime configuration. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // useState initialisers: created once per mount, never on re-render (wagmi must keep one config).
  const [chain] = useState(() => createAppChain(config))
  const [{ wagmiConfig, armWalletSdks }] = useState(() =>
    createWagmiConfig({ chain, rpcUrl: config.rpcUrl, walletConnectProjectId: config.walletConnectProjectId }),
  )
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider theme={rainbowTheme} appInfo={{ appName: APP_NAME }} initialChain={chain}>
          <WalletSdkPreloader armWalletSdks={armWalletSdks} />
          {children}
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
