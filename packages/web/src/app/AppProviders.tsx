import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { AddressBookProvider } from '../features/address-book'
import {
  APP_NAME,
  createWagmiConfig,
  RainbowKitThemeRoot,
  WalletSdkPreloader,
  WrongNetworkBanner,
} from '../features/connect'
import { UserSettingsSync, useRpcOverride } from '../features/preferences'
import { SignInFlow, SignInProvider } from '../features/sign-in'
import { createAppChain } from '../lib/createAppChain'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { useAppTheme } from '../theme'

/**
 * wagmi, TanStack Query, the optional sign-in, RainbowKit (themed, with recent transactions) and the address book,
 * configured once from the runtime configuration. The user's RPC URL (Settings → Network) replaces the deployment's;
 * changing it rebuilds the wagmi config and remounts below it (wagmi reconnects the wallet from storage).
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [rpcOverride] = useRpcOverride(config.chainId)
  const rpcUrl = rpcOverride ?? config.rpcUrl
  const { chain, wagmiConfig, armWalletSdks } = useMemo(() => {
    const appChain = createAppChain({ ...config, rpcUrl })
    const created = createWagmiConfig({
      chain: appChain,
      rpcUrl,
      walletConnectProjectId: config.walletConnectProjectId,
    })
    return { chain: appChain, ...created }
  }, [config, rpcUrl])
  // useState initialiser: one query cache for the page's lifetime, kept across RPC changes.
  const [queryClient] = useState(() => new QueryClient())
  const { rainbowTheme } = useAppTheme()
  return (
    <WagmiProvider key={rpcUrl} config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SignInProvider gatewayUrl={config.gatewayUrl}>
          {/* theme={null}: RainbowKitThemeRoot themes it without an inline <style> (Content-Security-Policy). */}
          <RainbowKitProvider theme={null} appInfo={{ appName: APP_NAME }} initialChain={chain} showRecentTransactions>
            <RainbowKitThemeRoot theme={rainbowTheme}>
              <WalletSdkPreloader armWalletSdks={armWalletSdks} />
              <SignInFlow />
              <UserSettingsSync gatewayUrl={config.gatewayUrl} />
              <AddressBookProvider gatewayUrl={config.gatewayUrl}>
                <WrongNetworkBanner />
                {children}
              </AddressBookProvider>
            </RainbowKitThemeRoot>
          </RainbowKitProvider>
        </SignInProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
