import { sanitizeDisplayText } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import type { Address, Hash } from 'viem'
import { useConfig } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { useConnectedWallet } from '../../hooks/useConnectedWallet'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useWalletAction } from '../../hooks/useWalletAction'
import { describeTransactionError } from '../../lib/describeTransactionError'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { DeploySafeError, type DeployStep } from './DeploySafeError'
import { type DeployProgress, deploySafe, type NewSafe } from './deploySafe'

/** Where a deployment is, for the page: nothing yet, a step under way, done, or failed at a step. */
export type DeployStage =
  | { step: 'idle' }
  | DeployProgress
  | { step: 'done'; hash: Hash; address: Address }
  | { step: 'failed'; failedAt: DeployStep; message: string; hash?: Hash }

/** What a new Safe is made of, and its name for the wallet's Recent Transactions. */
export interface SafeDeployment extends NewSafe {
  name: string
}

/**
 * The {@link deploySafe} action as a TanStack mutation with the connected wallet: its progress as `stage`, the
 * transaction listed in RainbowKit's Recent Transactions, the Safe lists refreshed when it is done. `deploy`
 * resolves with the Safe's address, or undefined after a failure (see `stage`).
 */
export function useDeploySafe() {
  const config = useConfig()
  const { chainId, chainName, gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const connectedWallet = useConnectedWallet()

  const { mutation, progress, run, reset } = useWalletAction<
    SafeDeployment,
    { hash: Hash; address: Address },
    DeployProgress
  >({
    initial: { step: 'wallet' },
    action: async (deployment, { signal, onProgress }) => {
      const wallet = await connectedWallet(
        (cause) => new DeploySafeError(describeTransactionError(cause, chainName), 'wallet', undefined, { cause }),
      )
      return deploySafe(deployment, {
        wallet,
        chain: { waitForTransactionReceipt: ({ hash }) => waitForTransactionReceipt(config, { hash, chainId }) },
        gatewayUrl,
        chainId,
        chainName,
        signal,
        onProgress,
      })
    },
    acknowledge: (_result, { name }) => {
      const shown = sanitizeDisplayText(name)
      return shown ? `Safe “${shown}” created.` : 'Safe created.'
    },
    recentTransaction: ({ name }, next) =>
      next.step === 'mining' ? { hash: next.hash, description: `Create Safe ${name}` } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.ownedSafesAll(gatewayUrl, chainId) }),
  })

  const deploy = async (deployment: SafeDeployment): Promise<Address | undefined> => (await run(deployment))?.address

  let stage: DeployStage = progress
  if (mutation.isIdle) stage = { step: 'idle' }
  else if (mutation.isSuccess) stage = { step: 'done', ...mutation.data }
  else if (mutation.isError) {
    const error = mutation.error
    stage =
      error instanceof DeploySafeError
        ? { step: 'failed', failedAt: error.step, message: error.message, ...(error.hash ? { hash: error.hash } : {}) }
        : { step: 'failed', failedAt: progress.step, message: describeTransactionError(error, chainName) }
  }
  return { stage, deploy, reset }
}
