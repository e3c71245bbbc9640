import { metaMaskWallet as rainbowKitMetaMaskWallet } from '@rainbow-me/rainbowkit/wallets'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { CreateWalletFn } from './lazyWallet'

/** Whether the MetaMask extension injected `window.ethereum` (older versions do not announce through EIP-6963). */
export function isMetaMaskInjected(): boolean {
  return (
    typeof window !== 'undefined' && Boolean((window as { ethereum?: { isMetaMask?: boolean } }).ethereum?.isMetaMask)
  )
}

/**
 * RainbowKit's MetaMask entry (icons, download links, guides), connected through the injected provider with
 * `shimDisconnect` when the extension is there (docs/wallet-connection.md §9: MetaMask shimDisconnect true, so "Disconnect" sticks across
 * reloads) instead of the MetaMask SDK, which adds ~160 KB for what the extension already does. Without the extension
 * RainbowKit's own behaviour (a WalletConnect QR code for MetaMask mobile) is kept.
 */
export const metaMaskWallet: CreateWalletFn = (params) => {
  const wallet = rainbowKitMetaMaskWallet(params)
  if (!isMetaMaskInjected()) return wallet
  return {
    ...wallet,
    createConnector: (details) =>
      createConnector((config) => ({
        ...injected({ target: 'metaMask', shimDisconnect: true })(config),
        ...details,
      })),
  }
}
