import { ConnectButton } from '@rainbow-me/rainbowkit'
import { ConnectedAddress } from './ConnectedAddress'
import { ConnectionErrorNotice } from './ConnectionErrorNotice'

/** Header block: the connected address, RainbowKit's connect/account button and the last connection error. */
export function WalletStatus() {
  return (
    <div className="wallet-status">
      <div className="wallet-status__row">
        <ConnectedAddress />
        <ConnectButton showBalance={{ smallScreen: false, largeScreen: true }} chainStatus="icon" />
      </div>
      <ConnectionErrorNotice />
    </div>
  )
}
