import { getAddress } from 'viem'
import { useAccount } from 'wagmi'

/** The connected account's full checksummed (EIP-55) address, or nothing while disconnected. */
export function ConnectedAddress() {
  const { address, status } = useAccount()
  if (status !== 'connected' || !address) return null
  return (
    <p className="connected-address">
      <span className="visually-hidden">Connected account: </span>
      <code data-testid="connected-address" title="Connected account">
        {getAddress(address)}
      </code>
    </p>
  )
}
