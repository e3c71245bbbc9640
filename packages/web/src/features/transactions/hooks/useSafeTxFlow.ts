import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Address, Client, Hash, Hex } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { useConnectedWallet } from '../../../hooks/useConnectedWallet'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useWalletAction } from '../../../hooks/useWalletAction'
import { gatewayKeys } from '../../../lib/query/gatewayKeys'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import { SafeTxFlowError } from '../actions/errors/SafeTxFlowError'
import type { SafeTxFlowContext, SafeTxProgress } from '../actions/SafeTxFlowContext'
import { toSafeTxWallet } from '../actions/toSafeTxWallet'

/** Where an action is, for the screen: nothing yet, a step under way, done, or failed with a sentence. */
export type SafeTxFlowStage<Result> =
  | { step: 'idle' }
  | SafeTxProgress
  | { step: 'done'; result: Result }
  | { step: 'failed'; message: string }

/**
 * Runs one Safe transaction action (propose, confirm, execute, reject, …) with the connected wallet as a TanStack
 * mutation: its progress as `stage`, every chain transaction it sends in RainbowKit's Recent Transactions (`label`),
 * the Safe's data reloaded when it is done, its success acknowledged by a toast (`acknowledge`), and the signatures
 * kept between attempts (`keptSignatures`). The actions themselves are framework-free (`../actions`).
 */
export function useSafeTxFlow<Input, Result>(
  safe: Address,
  action: (input: Input, context: SafeTxFlowContext) => Promise<Result>,
  label: (input: Input) => string,
  acknowledge: (input: Input, result: Result) => string,
) {
  const config = useConfig()
  const { chainId, chainName, gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const connectedWallet = useConnectedWallet()
  const keptSignatures = useRef(new Map<Hash, Hex>())

  const { mutation, progress, run, reset } = useWalletAction<Input, Result, SafeTxProgress>({
    initial: { step: 'check' },
    action: async (input, { signal, onProgress }) => {
      const walletClient = await connectedWallet(
        (cause) => new SafeTxFlowError(describeSafeTxError(cause, chainName), 'wallet', { cause }),
      )
      return action(input, {
        wallet: toSafeTxWallet(walletClient),
        client: getPublicClient(config, { chainId }) as Client,
        gatewayUrl,
        chainId,
        chainName,
        signal,
        onProgress,
        keptSignatures: keptSignatures.current,
      })
    },
    acknowledge: (result, input) => acknowledge(input, result),
    recentTransaction: (input, next) =>
      next.step === 'mining' ? { hash: next.hash, description: label(input) } : undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.safe({ gatewayUrl, chainId, safe }) }),
  })

  let stage: SafeTxFlowStage<Result> = progress
  if (mutation.isIdle) stage = { step: 'idle' }
  else if (mutation.isSuccess) stage = { step: 'done', result: mutation.data }
  else if (mutation.isError) stage = { step: 'failed', message: describeSafeTxError(mutation.error, chainName) }
  return { stage, run, reset, error: mutation.error }
}
