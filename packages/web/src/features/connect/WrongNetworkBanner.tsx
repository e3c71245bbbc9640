import { useAccount, useDisconnect, useSwitchChain } from 'wagmi'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { APP_NAME } from './createWalletConnectors'
import { describeConnectionError, switchingNotSupportedMessage } from './describeConnectionError'
import './walletShell.css'
import { Button } from '../../components/Button'

/** The spec's banner text for a wallet on a network the app does not work on (RainbowKit's wording). */
export const WRONG_NETWORK_MESSAGE = 'Wrong network detected, switch or disconnect to continue.'

/**
 * Shown across the page while the connected wallet is on another network than the one on screen (the open Safe's, or
 * the one picked in the header; the only one of a single-chain deployment): a switch button (or, for a wallet that
 * cannot switch on request, how to do it in the wallet) and disconnect. Renders nothing otherwise.
 */
export function WrongNetworkBanner({ appName = APP_NAME }: { appName?: string }) {
  const { chainId, isConnected, connector } = useAccount()
  const target = useRuntimeConfig()
  const { switchChain, isPending, error } = useSwitchChain()
  const { disconnect } = useDisconnect()
  if (!isConnected || chainId === undefined || chainId === target.chainId) return null
  const canSwitch = typeof connector?.switchChain === 'function'
  const failure = error ? describeConnectionError(error, { appName, action: 'switch' }) : undefined

  return (
    <div className="wrong-network" role="alert" data-testid="wrong-network-banner">
      <p className="wrong-network__title">{WRONG_NETWORK_MESSAGE}</p>
      {canSwitch ? null : <p>{switchingNotSupportedMessage(appName)}</p>}
      <div className="wrong-network__actions">
        {canSwitch ? (
          <Button
            type="button"
            onClick={() => switchChain({ chainId: target.chainId })}
            disabled={isPending}
            data-testid="wrong-network-switch"
          >
            {isPending ? 'Confirm in wallet…' : `Switch to ${target.chainName}`}
          </Button>
        ) : null}
        <Button type="button" onClick={() => disconnect()}>
          Disconnect
        </Button>
      </div>
      {failure ? <p className="wrong-network__error">{failure.message}</p> : null}
    </div>
  )
}
