import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useRef } from 'react'
import { SignInButton } from '../sign-in'
import { AccountPlaceholder } from './AccountPlaceholder'
import { ConnectedAddress } from './ConnectedAddress'
import { ConnectionErrorNotice } from './ConnectionErrorNotice'
import { useFocusAfterConnect } from './useFocusAfterConnect'
import { useRestoringWallet } from './useRestoringWallet'
import './walletShell.css'

/**
 * Header block: the connected address, the optional sign-in, RainbowKit's connect/account button (its account menu
 * has Copy Address, the explorer link, Recent Transactions and Disconnect) and the last connection error. While wagmi
 * restores a remembered connection, a placeholder holds the button's place (useRestoringWallet).
 */
export function WalletStatus() {
  const container = useRef<HTMLDivElement>(null)
  useFocusAfterConnect(container)
  const restoring = useRestoringWallet()
  return (
    <div className="wallet-status" ref={container}>
      <div className="wallet-status__row">
        <ConnectedAddress />
        <SignInButton />
        {restoring ? (
          <AccountPlaceholder />
        ) : (
          <ConnectButton showBalance={{ smallScreen: false, largeScreen: true }} chainStatus="icon" />
        )}
      </div>
      <ConnectionErrorNotice />
    </div>
  )
}
