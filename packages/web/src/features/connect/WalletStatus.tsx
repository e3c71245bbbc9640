import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useRef } from 'react'
import { SignInButton } from '../sign-in'
import { ConnectedAddress } from './ConnectedAddress'
import { ConnectionErrorNotice } from './ConnectionErrorNotice'
import { useFocusAfterConnect } from './useFocusAfterConnect'

/**
 * Header block: the connected address, the optional sign-in, RainbowKit's connect/account button (its account menu
 * has Copy Address, the explorer link, Recent Transactions and Disconnect) and the last connection error.
 */
export function WalletStatus() {
  const container = useRef<HTMLDivElement>(null)
  useFocusAfterConnect(container)
  return (
    <div className="wallet-status" ref={container}>
      <div className="wallet-status__row">
        <ConnectedAddress />
        <SignInButton />
        <ConnectButton showBalance={{ smallScreen: false, largeScreen: true }} chainStatus="icon" />
      </div>
      <ConnectionErrorNotice />
    </div>
  )
}
