import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'

/**
 * Starts loading the lazy wallet SDKs when the connect modal opens, so they are there by the time the user picks a
 * wallet (see lazyWallet.ts). Must sit inside RainbowKitProvider; renders nothing.
 */
export function WalletSdkPreloader({ armWalletSdks }: { armWalletSdks: () => void }) {
  const { connectModalOpen } = useConnectModal()
  useEffect(() => {
    if (connectModalOpen) armWalletSdks()
  }, [connectModalOpen, armWalletSdks])
  return null
}
