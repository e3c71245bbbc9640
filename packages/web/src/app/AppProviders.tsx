import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { AddressBookProvider } from '../features/address-book'
import {
  AccountAvatar,
  APP_NAME,
  createWagmiConfig,
  RainbowKitThemeRoot,
  type WagmiChain,
  WalletSdkPreloader,
  WrongNetworkBanner,
} from '../features/connect'
import { NotificationNamesSync } from '../features/notifications'
import { UserSettingsSync, useRpcOverrides } from '../features/preferences'
import { SignInFlow, SignInProvider } from '../features/sign-in'
import { createAppChain } from '../lib/createAppChain'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { useAppTheme } from '../theme'
import { ActiveChainProvider } from './ActiveChainProvider'

/**
 * wagmi, TanStack Query, the optional sign-in, RainbowKit (themed, with recent transactions) and the address book,
 * configured once from the runtime configuration, with every chain served. The user's RPC URL of a chain (Settings →
 * Network) replaces the deployment's; changing one rebuilds the wagmi config and remounts below it (wagmi reconnects the
 * wallet from storage). Below the providers the app answers as the chain on screen (ActiveChainProvider); the
 * notifications worker's copy of the names is kept in step there (NotificationNamesSync).
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const overrides = useRpcOverrides()
  const rpcUrls = config.chains.map((served) => overrides[String(served.chainId)] ?? served.rpcUrl)
  const rpcKey = rpcUrls.join(' ')
  const { chain, wagmiConfig, armWalletSdks } = useMemo(() => {
    const urls = rpcKey.split(' ')
    const chains = config.chains.map((served, index) => {
      const rpcUrl = urls[index]!
      return { chain: createAppChain({ ...served, rpcUrl }), rpcUrl }
    }) as [WagmiChain, ...WagmiChain[]]
    const created = createWagmiConfig({ chains, walletConnectProjectId: config.walletConnectProjectId })
    return { chain: chains[0].chain, ...created }
  }, [config, rpcKey])
  // useState initialiser: one query cache for the page's lifetime, kept across RPC changes.
  const [queryClient] = useState(() => new QueryClient())
  const { rainbowTheme } = useAppTheme()
  return (
    <WagmiProvider key={rpcKey} config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SignInProvider gatewayUrl={config.gatewayUrl}>
          {/* theme={null}: RainbowKitThemeRoot themes it without an inline <style> (Content-Security-Policy). */}
          <RainbowKitProvider
            theme={null}
            appInfo={{ appName: APP_NAME }}
            initialChain={chain}
            avatar={AccountAvatar}
            showRecentTransactions
          >
            <RainbowKitThemeRoot theme={rainbowTheme}>
              <WalletSdkPreloader armWalletSdks={armWalletSdks} />
              <SignInFlow />
              <UserSettingsSync gatewayUrl={config.gatewayUrl} />
              <AddressBookProvider gatewayUrl={config.gatewayUrl}>
                <ActiveChainProvider config={config}>
                  <WrongNetworkBanner />
                  <NotificationNamesSync chains={config.chains} />
                  {children}
                </ActiveChainProvider>
              </AddressBookProvider>
            </RainbowKitThemeRoot>
          </RainbowKitProvider>
        </SignInProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
