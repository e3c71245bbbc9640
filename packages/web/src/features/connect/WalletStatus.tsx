import { ConnectButton } from '@rainbow-me/rainbowkit'
import { SignInButton } from '../sign-in'
import { ConnectedAddress } from './ConnectedAddress'
import { ConnectionErrorNotice } from './ConnectionErrorNotice'

/**
 * Header block: the connected address, the optional sign-in, RainbowKit's connect/account button (its account menu
 * has Copy Address, the explorer link, Recent Transactions and Disconnect) and the last connection error.
 */
export function WalletStatus() {
  return (
    <div className="wallet-status">
      <div className="wallet-status__row">
        <ConnectedAddress />
        <SignInButton />
        <ConnectButton showBalance={{ smallScreen: false, largeScreen: true }} chainStatus="icon" />
      </div>
      <ConnectionErrorNotice />
    </div>
  )
}
