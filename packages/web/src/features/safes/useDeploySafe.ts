import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { canonicalAddresses, encodeSafeSetup, predictSafeAddress, safeProxyFactoryAbi } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { type Address, type Hash, parseEventLogs } from 'viem'
import { useConfig, useWriteContract } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { describeTransactionError } from './describeTransactionError'
import { SafeDeploymentRevertedError } from './SafeDeploymentRevertedError'
import { waitForSafeIndexed } from './waitForSafeIndexed'

/** Where a deployment is: waiting for the wallet, for the block, for the gateway; then done or failed. */
export type DeployStage =
  | { step: 'idle' }
  | { step: 'wallet' }
  | { step: 'mining'; hash: Hash }
  | { step: 'indexing'; hash: Hash; address: Address }
  | { step: 'done'; hash: Hash; address: Address }
  | { step: 'failed'; failedAt: 'wallet' | 'mining' | 'indexing'; message: string; hash?: Hash }

/** What a new Safe is made of. */
export interface SafeDeployment {
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
  /** For the wallet's Recent Transactions. */
  name: string
}

/**
 * Deploys a SafeL2 1.4.1 proxy through the canonical SafeProxyFactory (`createProxyWithNonce`) with the connected
 * wallet, lists the transaction in RainbowKit's Recent Transactions, waits for the receipt and then for the gateway
 * to know the Safe. `deploy` resolves with the Safe's address, or undefined after a failure (see `stage`).
 */
export function useDeploySafe() {
  const config = useConfig()
  const runtime = useRuntimeConfig()
  const queryClient = useQueryClient()
  const { writeContractAsync } = useWriteContract()
  const addRecentTransaction = useAddRecentTransaction()
  const [stage, setStage] = useState<DeployStage>({ step: 'idle' })
  const abort = useRef<AbortController | undefined>(undefined)

  const deploy = useCallback(
    async ({ owners, threshold, saltNonce, name }: SafeDeployment): Promise<Address | undefined> => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      const initializer = encodeSafeSetup({ owners, threshold })
      const predicted = predictSafeAddress({ initializer, saltNonce })
      let failedAt: 'wallet' | 'mining' | 'indexing' = 'wallet'
      let hash: Hash | undefined
      try {
        setStage({ step: 'wallet' })
        hash = await writeContractAsync({
          chainId: runtime.chainId,
          address: canonicalAddresses.safeProxyFactory,
          abi: safeProxyFactoryAbi,
          functionName: 'createProxyWithNonce',
          args: [canonicalAddresses.safeL2, initializer, saltNonce],
        })
        addRecentTransaction({ hash, description: `Create Safe ${name || predicted}` })
        failedAt = 'mining'
        setStage({ step: 'mining', hash })
        const receipt = await waitForTransactionReceipt(config, { hash, chainId: runtime.chainId })
        if (receipt.status !== 'success')
          throw new SafeDeploymentRevertedError('The deployment transaction reverted: nothing was created.', {
            details: { hash },
          })
        const [created] = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt.logs })
        // The factory is canonical, so this only differs if the chain is not what it claims to be.
        const address = created?.args.proxy ?? predicted
        failedAt = 'indexing'
        setStage({ step: 'indexing', hash, address })
        await waitForSafeIndexed({
          baseUrl: runtime.gatewayUrl,
          chainId: runtime.chainId,
          address,
          signal: controller.signal,
        })
        await queryClient.invalidateQueries({
          queryKey: gatewayKeys.ownedSafesAll(runtime.gatewayUrl, runtime.chainId),
        })
        setStage({ step: 'done', hash, address })
        return address
      } catch (error) {
        if (controller.signal.aborted) return undefined
        const message = describeTransactionError(error, runtime.chainName)
        setStage({ step: 'failed', failedAt, message, ...(hash ? { hash } : {}) })
        return undefined
      }
    },
    [config, runtime, queryClient, writeContractAsync, addRecentTransaction],
  )

  const reset = useCallback(() => {
    abort.current?.abort()
    setStage({ step: 'idle' })
  }, [])

  return { stage, deploy, reset }
}
