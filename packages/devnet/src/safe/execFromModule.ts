import { InvalidInputError, type SafeOperation, safeEventTopics, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, type Hex, isAddressEqual } from 'viem'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'
import { TransactionFailedError } from '../errors/TransactionFailedError'

/**
 * Has an enabled module (here an account: a dev account index or unlocked address) call `execTransactionFromModule`
 * on the Safe: no signatures, no nonce. Enable it first with a Safe transaction calling `enableModule(address)` on the
 * Safe itself.
 * @returns the hash of the module's transaction.
 * @throws {InvalidInputError} when the account is not an enabled module of the Safe.
 * @throws {TransactionFailedError} when the call reverts or the Safe logs no ExecutionFromModuleSuccess.
 */
export async function execFromModule(
  devnet: DevnetConnection,
  options: {
    safe: Address
    module: AccountRef
    tx: { to: Address; value?: bigint; data?: Hex; operation?: SafeOperation }
  },
): Promise<Hash> {
  const { safe, tx } = options
  const module = resolveAccount(options.module).address
  const enabled = await devnet.publicClient.readContract({
    address: safe,
    abi: safeL2Abi,
    functionName: 'isModuleEnabled',
    args: [module],
  })
  if (!enabled)
    throw new InvalidInputError(`${module} is not an enabled module of the Safe ${safe}.`, {
      details: { safe, module },
    })
  const data = encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'execTransactionFromModule',
    args: [tx.to, tx.value ?? 0n, tx.data ?? '0x', tx.operation ?? 0],
  })
  let receipt: Awaited<ReturnType<typeof sendTransactions>>[number] | undefined
  try {
    ;[receipt] = await sendTransactions(devnet.walletClient(options.module), [{ to: safe, data }])
  } catch (cause) {
    throw new TransactionFailedError(`The module transaction on the Safe ${safe} reverted.`, {
      cause,
      details: { safe, module },
    })
  }
  const success = receipt?.logs.some(
    (log) => isAddressEqual(log.address, safe) && log.topics[0] === safeEventTopics.ExecutionFromModuleSuccess,
  )
  if (!receipt || !success)
    throw new TransactionFailedError(`The module transaction on the Safe ${safe} failed.`, {
      details: { safe, module, hash: receipt?.transactionHash },
    })
  return receipt.transactionHash
}
