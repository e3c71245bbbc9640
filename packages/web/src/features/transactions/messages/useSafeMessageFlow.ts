import { useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { useConnectedWallet } from '../../../hooks/useConnectedWallet'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useWalletAction } from '../../../hooks/useWalletAction'
import { gatewayKeys, SAFE_RESOURCES } from '../../../lib/query/gatewayKeys'
import { SignSafeMessageError } from './SignSafeMessageError'
import type { SignMessageProgress, SignSafeMessageContext } from './signSafeMessage'

/**
 * Runs one message-signing action (an owner's confirmation of a stored message, a Safe App's off-chain message) with
 * the connected wallet through `useWalletAction`: `step` says where it is, every failure is a
 * {@link SignSafeMessageError} with a sentence, a signature is acknowledged by a toast, and the Safe's messages reload
 * when it is done.
 */
export function useSafeMessageFlow<Input, Result>(
  safe: Address,
  action: (input: Input, context: Omit<SignSafeMessageContext, 'submit'>) => Promise<Result>,
) {
  const config = useConfig()
  const { chainId, gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const connectedWallet = useConnectedWallet()
  const { mutation, progress } = useWalletAction<Input, Result, SignMessageProgress>({
    initial: { step: 'checking' },
    action: async (input, { signal, onProgress }) => {
      const client = getPublicClient(config, { chainId })
      if (!client) throw new SignSafeMessageError('This network is not configured in the app.', 'checking')
      const wallet = await connectedWallet(
        (cause) =>
          new SignSafeMessageError('Connect the wallet of an owner on this network to sign.', 'signing', { cause }),
      )
      return action(input, {
        client,
        signer: {
          address: wallet.account.address,
          signTypedData: (typedData) => wallet.signTypedData({ account: wallet.account, ...typedData }),
        },
        safe,
        chainId,
        gatewayUrl,
        signal,
        onProgress,
      })
    },
    acknowledge: () => 'Message signed.',
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: gatewayKeys.safeResource({ gatewayUrl, chainId, safe }, SAFE_RESOURCES.messages),
      }),
  })
  return { ...mutation, step: progress.step }
}
