import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import { getWalletClient } from 'wagmi/actions'
import { useRuntimeConfig } from './useRuntimeConfig'

/**
 * How every wallet action gets the connected wallet: a function that resolves wagmi's wallet client on the app's
 * chain, or throws the action's own error (`refuse`, with wagmi's as its cause) when there is none to be had
 * (not connected, another chain, the connector failing).
 */
export function useConnectedWallet() {
  const config = useConfig()
  const { chainId } = useRuntimeConfig()
  return useCallback(
    async (refuse: (cause: unknown) => Error) => {
      try {
        return await getWalletClient(config, { chainId })
      } catch (cause) {
        throw refuse(cause)
      }
    },
    [config, chainId],
  )
}
