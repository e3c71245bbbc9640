import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Address, Client } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient, getWalletClient } from 'wagmi/actions'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { gatewayKeys } from '../../../lib/query/gatewayKeys'
import { describeSafeTxError } from './describeSafeTxError'
import type { SafeTxFlowContext, SafeTxProgress } from './SafeTxFlowContext'
import { SafeTxFlowError } from './SafeTxFlowError'
import { toSafeTxWallet } from './toSafeTxWallet'

/** Where an action is, for the screen: nothing yet, a step under way, done, or failed with a sentence. */
export type SafeTxFlowStage<Result> =
  | { step: 'idle' }
  | SafeTxProgress
  | { step: 'done'; result: Result }
  | { step: 'failed'; message: string }

/**
 * Runs one Safe transaction action (confirm, execute, reject) with the connected wallet as a TanStack mutation: its
 * progress as `stage`, every chain transaction it sends in RainbowKit's Recent Transactions (`label`), the Safe's
 * data reloaded when it is done. The actions themselves are framework-free (this folder).
 */
export function useSafeTxFlow<Input, Result>(
  safe: Address,
  action: (input: Input, context: SafeTxFlowContext) => Promise<Result>,
  label: (input: Input) => string,
) {
  const config = useConfig()
  const { chainId, chainName, gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const addRecentTransaction = useAddRecentTransaction()
  const [progress, setProgress] = useState<SafeTxProgress>({ step: 'check' })
  const abort = useRef<AbortController | undefined>(undefined)

  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setProgress({ step: 'check' })
      let walletClient: Awaited<ReturnType<typeof getWalletClient>>
      try {
        walletClient = await getWalletClient(config, { chainId })
      } catch (cause) {
        throw new SafeTxFlowError(describeSafeTxError(cause, chainName), 'wallet', { cause })
      }
      return action(input, {
        wallet: toSafeTxWallet(walletClient),
        client: getPublicClient(config, { chainId }) as Client,
        gatewayUrl,
        chainId,
        chainName,
        signal: controller.signal,
        onProgress: (next) => {
          if (controller.signal.aborted) return
          if (next.step === 'mining') addRecentTransaction({ hash: next.hash, description: label(input) })
          setProgress(next)
        },
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.safe({ gatewayUrl, chainId, safe }) }),
  })

  const { mutateAsync, reset: resetMutation } = mutation
  const run = useCallback(
    async (input: Input): Promise<Result | undefined> => {
      try {
        return await mutateAsync(input)
      } catch {
        return undefined
      }
    },
    [mutateAsync],
  )
  const reset = useCallback(() => {
    abort.current?.abort()
    resetMutation()
  }, [resetMutation])

  let stage: SafeTxFlowStage<Result> = progress
  if (mutation.isIdle) stage = { step: 'idle' }
  else if (mutation.isSuccess) stage = { step: 'done', result: mutation.data }
  else if (mutation.isError) stage = { step: 'failed', message: describeSafeTxError(mutation.error, chainName) }
  return { stage, run, reset, error: mutation.error }
}
