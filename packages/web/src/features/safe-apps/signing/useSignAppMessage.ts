import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { gatewayKeys, SAFE_RESOURCES } from '../../../lib/query/gatewayKeys'
import { type SignMessageStep, SignSafeMessageError } from '../../transactions'
import type { AppMessage } from './prepareAppMessage'
import { type OffChainAppMessageAnswer, signAppMessageOffChain } from './signAppMessageOffChain'

/**
 * {@link signAppMessageOffChain} as a TanStack mutation with the connected wallet: `step` says where it is, the error
 * is always a {@link SignSafeMessageError} with a sentence, and the Safe's messages reload when it is done.
 */
export function useSignAppMessage(safe: Address, app: { name: string; url: string }) {
  const config = useConfig()
  const { chainId, gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<SignMessageStep>('checking')
  const mutation = useMutation<OffChainAppMessageAnswer, SignSafeMessageError, AppMessage>({
    mutationFn: async (message) => {
      const client = getPublicClient(config, { chainId })
      if (!client) throw new SignSafeMessageError('This network is not configured in the app.', 'checking')
      let wallet: Awaited<ReturnType<typeof getWalletClient>>
      try {
        wallet = await getWalletClient(config, { chainId })
      } catch (cause) {
        throw new SignSafeMessageError('Connect the wallet of an owner on this network to sign.', 'signing', { cause })
      }
      return signAppMessageOffChain(message, {
        client,
        signer: {
          address: wallet.account.address,
          signTypedData: (typedData) => wallet.signTypedData({ account: wallet.account, ...typedData }),
        },
        safe,
        chainId,
        gatewayUrl,
        app,
        onProgress: (progress) => setStep(progress.step),
      })
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: gatewayKeys.safeResource({ gatewayUrl, chainId, safe }, SAFE_RESOURCES.messages),
      }),
  })
  return { ...mutation, step }
}
