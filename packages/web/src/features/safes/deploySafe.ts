import { canonicalAddresses, encodeSafeSetup, predictSafeAddress, safeProxyFactoryAbi } from '@strongroom/protocol'
import { type Address, type Hash, parseEventLogs, type TransactionReceipt } from 'viem'
import { describeTransactionError } from '../../lib/describeTransactionError'
import { DeploySafeError, type DeployStep } from './DeploySafeError'
import { SafeDeploymentRevertedError } from './SafeDeploymentRevertedError'
import { waitForSafeIndexed } from './waitForSafeIndexed'

/** Where a running deployment is: waiting for the wallet, for the block, for the gateway. */
export type DeployProgress =
  | { step: 'wallet' }
  | { step: 'mining'; hash: Hash }
  | { step: 'indexing'; hash: Hash; address: Address }

/** What a new Safe is made of. */
export interface NewSafe {
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
}

/** The wallet, as far as a deployment needs it (viem's WalletClient, or wagmi's `getWalletClient`). */
export interface DeployWallet {
  writeContract(request: {
    address: Address
    abi: typeof safeProxyFactoryAbi
    functionName: 'createProxyWithNonce'
    args: readonly [Address, `0x${string}`, bigint]
  }): Promise<Hash>
}

/** The chain, as far as a deployment needs it (viem's PublicClient, or wagmi's `getPublicClient`). */
export interface DeployChain {
  waitForTransactionReceipt(request: { hash: Hash }): Promise<TransactionReceipt>
}

/** Everything {@link deploySafe} works with besides the Safe itself. */
export interface DeploySafeContext {
  wallet: DeployWallet
  chain: DeployChain
  gatewayUrl: string
  chainId: number
  /** For error sentences ("Switch it to {chainName}"). */
  chainName: string
  /** Told each step as it starts; a UI shows it, a log records it. */
  onProgress?: (progress: DeployProgress) => void
  /** Stops waiting (the transaction, once sent, is the chain's). */
  signal?: AbortSignal
}

/**
 * Deploys a SafeL2 1.4.1 proxy through the canonical SafeProxyFactory (`createProxyWithNonce`): the wallet signs and
 * sends, the receipt is awaited, then the gateway is asked until it knows the Safe. Framework-free, so it runs the
 * same under a React mutation (useDeploySafe), a script or a test; this is the shape the transaction flows follow:
 * clients and inputs in, progress out through `onProgress`, one error type with the failed step and a sentence.
 * @returns the transaction hash and the Safe's address.
 * @throws {DeploySafeError} naming the step that failed, with a sentence for the user. An abort through `signal`
 * rejects with the signal's reason instead.
 */
export async function deploySafe(
  { owners, threshold, saltNonce }: NewSafe,
  context: DeploySafeContext,
): Promise<{ hash: Hash; address: Address }> {
  const { wallet, chain, onProgress, signal } = context
  const initializer = encodeSafeSetup({ owners, threshold })
  const predicted = predictSafeAddress({ initializer, saltNonce })
  let step: DeployStep = 'wallet'
  let hash: Hash | undefined
  try {
    onProgress?.({ step: 'wallet' })
    hash = await wallet.writeContract({
      address: canonicalAddresses.safeProxyFactory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [canonicalAddresses.safeL2, initializer, saltNonce],
    })
    signal?.throwIfAborted()
    step = 'mining'
    onProgress?.({ step: 'mining', hash })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    signal?.throwIfAborted()
    if (receipt.status !== 'success')
      throw new SafeDeploymentRevertedError('The deployment transaction reverted: nothing was created.', {
        details: { hash },
      })
    const [created] = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt.logs })
    // The factory is canonical, so this only differs if the chain is not what it claims to be.
    const address = created?.args.proxy ?? predicted
    step = 'indexing'
    onProgress?.({ step: 'indexing', hash, address })
    await waitForSafeIndexed({ baseUrl: context.gatewayUrl, chainId: context.chainId, address, signal })
    return { hash, address }
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new DeploySafeError(describeTransactionError(cause, context.chainName), step, hash, { cause })
  }
}
