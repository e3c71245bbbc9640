import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import {
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import type { CreateConnectorFn } from 'wagmi'
import { type CreateWalletFn, lazyWallet } from './lazyWallet'

/** The app's name as wallets show it in their connection prompts. */
export const APP_NAME = 'Strongroom'

/** Wallet connectors for the connect modal, and a switch that loads the heavy wallet SDKs ahead of use. */
export interface WalletConnectors {
  connectors: CreateConnectorFn[]
  /** Starts loading the SDKs of the lazy wallets; call it when the connect modal opens. Idempotent. */
  armWalletSdks(): void
}

/**
 * Builds the "Recommended" wallet group. EIP-6963 wallets are added by wagmi's multi-injected discovery on top.
 *
 * WalletConnect needs a project id; without one it is left out, and so is MetaMask unless its extension is
 * injected, because RainbowKit's MetaMask entry falls back to a WalletConnect QR code when the extension is absent.
 */
export function createWalletConnectors(options: { walletConnectProjectId?: string | undefined }): WalletConnectors {
  const arms: Array<() => void> = []
  const registerArm = (arm: () => void) => {
    arms.push(arm)
  }
  const projectId = options.walletConnectProjectId
  const metaMaskInjected =
    typeof window !== 'undefined' && Boolean((window as { ethereum?: { isMetaMask?: boolean } }).ethereum?.isMetaMask)

  const wallets: CreateWalletFn[] = [
    injectedWallet,
    ...(projectId || metaMaskInjected ? [lazyWallet(metaMaskWallet, registerArm)] : []),
    lazyWallet(coinbaseWallet, registerArm),
    ...(projectId ? [lazyWallet(walletConnectWallet, registerArm)] : []),
    // Safe's connector does nothing outside a Safe App iframe and loads its SDK only inside one.
    safeWallet,
  ]
  const connectors = connectorsForWallets([{ groupName: 'Recommended', wallets }], {
    appName: APP_NAME,
    // Only WalletConnect-based wallets read it, and they are only listed when it is set.
    projectId: projectId ?? '',
  })
  return {
    connectors,
    armWalletSdks() {
      for (const arm of arms) arm()
    },
  }
}
