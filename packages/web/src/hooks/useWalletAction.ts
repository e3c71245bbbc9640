import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Hash } from 'viem'
import { showToast } from '../components/Toast'

/** What a wallet action is told while it runs: a signal that a newer run or a reset has cancelled it, and a reporter. */
export interface WalletActionControls<Progress> {
  signal: AbortSignal
  onProgress(next: Progress): void
}

/** Everything {@link useWalletAction} needs to know about one action. */
export interface WalletActionOptions<Input, Result, Progress extends { step: string }> {
  /** The progress shown before the action reports any. */
  initial: Progress
  /** The framework-free action (docs/web-data-flow.md §3). */
  action(input: Input, controls: WalletActionControls<Progress>): Promise<Result>
  /** A chain transaction the progress announces, for RainbowKit's Recent Transactions. */
  recentTransaction?(input: Input, progress: Progress): { hash: Hash; description: string } | undefined
  /** The toast acknowledging a successful run ("Transaction #4 proposed."); none when undefined. */
  acknowledge?(result: Result, input: Input): string | undefined
  /** After a successful run (reload what it changed). */
  onSuccess?(): unknown
  /** After any run, successful or not. */
  onSettled?(): unknown
}

/**
 * One wallet action as a TanStack mutation, the way every flow of the app runs (Safe deployment, the transaction
 * actions): a new run cancels the previous one, progress is kept for the screen until the mutation has an outcome,
 * each chain transaction goes into RainbowKit's Recent Transactions, a success is acknowledged by a toast, and `run` resolves with the result or undefined
 * after a failure (the failure is `mutation.error`). `reset` cancels a run under way.
 */
export function useWalletAction<Input, Result, Progress extends { step: string }>(
  options: WalletActionOptions<Input, Result, Progress>,
) {
  const addRecentTransaction = useAddRecentTransaction()
  const [progress, setProgress] = useState<Progress>(options.initial)
  const abort = useRef<AbortController | undefined>(undefined)

  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setProgress(options.initial)
      return options.action(input, {
        signal: controller.signal,
        onProgress: (next) => {
          if (controller.signal.aborted) return
          const recent = options.recentTransaction?.(input, next)
          if (recent) addRecentTransaction(recent)
          setProgress(next)
        },
      })
    },
    onSuccess: (result, input) => {
      const message = options.acknowledge?.(result, input)
      if (message) showToast(message)
      return options.onSuccess?.()
    },
    onSettled: options.onSettled,
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

  return { mutation, progress, run, reset }
}
