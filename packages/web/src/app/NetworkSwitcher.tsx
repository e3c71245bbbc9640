import { useId } from 'react'
import { useAccount, useSwitchChain } from 'wagmi'
import { APP_NAME, describeConnectionError } from '../features/connect'
import { useActiveChain } from '../hooks/useActiveChain'
import { useRuntimeConfig } from '../hooks/useRuntimeConfig'
import { appHistory } from '../lib/appHistory'
import { paths } from './paths'
import './NetworkSwitcher.css'

/**
 * The header's network, for a deployment serving several chains: the chain on screen, and a menu to pick another.
 * Picking one shows that chain's Safes (leaving a Safe of the other chain for the Safe list) and asks a connected
 * wallet to switch; a wallet that cannot or will not says so in a sentence (RainbowKit's texts). Nothing for one chain.
 */
export function NetworkSwitcher() {
  const { chains, chainId } = useRuntimeConfig()
  const { link, select } = useActiveChain()
  const { isConnected, chainId: walletChainId } = useAccount()
  const { switchChain, error, reset } = useSwitchChain()
  const id = useId()
  if (chains.length < 2) return null
  const failure = error ? describeConnectionError(error, { appName: APP_NAME, action: 'switch' }).message : undefined

  const change = (next: number) => {
    reset()
    select(next)
    if (link) appHistory.navigate(paths.welcome())
    if (isConnected && walletChainId !== next) switchChain({ chainId: next })
  }

  return (
    <div className="network-switcher">
      <label className="network-switcher__label" htmlFor={id}>
        Network
      </label>
      <select
        id={id}
        className="network-switcher__select"
        value={chainId}
        onChange={(event) => change(Number(event.target.value))}
        data-testid="network-switcher"
      >
        {chains.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.chainName}
          </option>
        ))}
      </select>
      {failure ? (
        <p className="network-switcher__error" role="alert" data-testid="network-switch-error">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
