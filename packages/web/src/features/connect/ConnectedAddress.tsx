import { getAddress } from 'viem'
import { useAccount } from 'wagmi'
import { useAddressBook } from '../address-book'
import './walletShell.css'

/**
 * The connected account's full checksummed (EIP-55) address, with its address book name when it has one, or nothing
 * while disconnected.
 */
export function ConnectedAddress() {
  const { address, chainId, status } = useAccount()
  const { nameOf } = useAddressBook()
  if (status !== 'connected' || !address) return null
  const name = chainId === undefined ? undefined : nameOf(chainId, address)
  return (
    <p className="connected-address">
      <span className="visually-hidden">Connected account: </span>
      {name ? (
        <span className="connected-address__name" data-testid="connected-name">
          {name}{' '}
        </span>
      ) : null}
      <code data-testid="connected-address" title="Connected account">
        {getAddress(address)}
      </code>
    </p>
  )
}
