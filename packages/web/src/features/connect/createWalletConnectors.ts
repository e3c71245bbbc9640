import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { coinbaseWallet, injectedWallet, safeWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import type { CreateConnectorFn } from 'wagmi'
import { type CreateWalletFn, lazyWallet } from './lazyWallet'
import { isMetaMaskInjected, metaMaskWallet } from './metaMaskWallet'

/** The app's name as wallets show it in their connection prompts. */
export const APP_NAME = 'Strongroom'

/** Wallet connectors for the connect modal, and a switch that loads the heavy wallet SDKs ahead of use. */
export interface WalletConnectors {
  connectors: CreateConnectorFn[]
  /** Starts loading the SDKs of the lazy wallets; call it when the connect modal opens. Idempotent. */
  armWalletSdks(): void
}

/**
 * The wallet list of the connect modal. RainbowKit adds the "Installed" group (EIP-6963 wallets, discovered by wagmi)
 * and the Recent marks; here come "Recommended" (MetaMask, Coinbase Wallet, WalletConnect) and "Other" (any injected
 * `window.ethereum`, and Safe, which is only ready inside a Safe App frame). Each RainbowKit wallet carries its
 * "Get a Wallet" links, QR install and three-step guides.
 *
 * WalletConnect v2 needs a project id; without one it is left out, and so is MetaMask unless its extension is
 * injected, because RainbowKit's MetaMask entry falls back to a WalletConnect QR code when the extension is absent.
 * WalletConnect v1 (shut down in 2023) is not offered at all.
 */
export function createWalletConnectors(options: { walletConnectProjectId?: string | undefined }): WalletConnectors {
  const arms: Array<() => void> = []
  const registerArm = (arm: () => void) => {
    arms.push(arm)
  }
  const projectId = options.walletConnectProjectId
  const metaMask: CreateWalletFn[] = isMetaMaskInjected()
    ? [metaMaskWallet]
    : projectId
      ? [lazyWallet(metaMaskWallet, registerArm)]
      : []

  const recommended: CreateWalletFn[] = [
    ...metaMask,
    lazyWallet(coinbaseWallet, registerArm),
    ...(projectId ? [lazyWallet(walletConnectWallet, registerArm)] : []),
  ]
  // Safe's connector does nothing outside a Safe App iframe and loads its SDK only inside one.
  const other: CreateWalletFn[] = [injectedWallet, safeWallet]
  const connectors = connectorsForWallets(
    [
      { groupName: 'Recommended', wallets: recommended },
      { groupName: 'Other', wallets: other },
    ],
    {
      appName: APP_NAME,
      // Only WalletConnect-based wallets read it, and they are only listed when it is set.
      projectId: projectId ?? '',
      // wagmi's defaults, spelled out because the spec fixes them: a session that lacks a newly configured chain is
      // dropped rather than kept half-working (the QR modal itself is RainbowKit's choice per entry).
      walletConnectParameters: { isNewChainsStale: true },
    },
  )
  return {
    connectors,
    armWalletSdks() {
      for (const arm of arms) arm()
    },
  }
}
