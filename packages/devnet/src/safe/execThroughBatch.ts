import { canonicalAddresses, encodeMultiSend } from '@strongroom/protocol'
import type { Hash } from 'viem'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { TransactionFailedError } from '../errors/TransactionFailedError'
import { executionOutcome } from './executionOutcome'
import type { SignedSafeTransaction } from './signSafeTransaction'

/**
 * Executes signed Safe transactions through another contract, as a relayer or batch executor does: one transaction
 * from `executor` to MultiSendCallOnly 1.4.1, called directly (not by DELEGATE), whose CALLs run `execTransaction` on
 * each Safe. The Safes' executions then appear only inside that transaction's call tree, not as its top-level call.
 * Sign two transactions of one Safe with consecutive `nonce`s to batch them.
 * @returns the hash of the batch transaction.
 * @throws {TransactionFailedError} when the batch reverts or a Safe logs no ExecutionSuccess/ExecutionFailure.
 */
export async function execThroughBatch(
  devnet: DevnetConnection,
  { executions, executor = 0 }: { executions: readonly SignedSafeTransaction[]; executor?: AccountRef },
): Promise<Hash> {
  const data = encodeMultiSend(executions.map(({ safe, data }) => ({ operation: 0, to: safe, value: 0n, data })))
  let hash: Hash | undefined
  try {
    const [receipt] = await sendTransactions(devnet.walletClient(executor), [
      { to: canonicalAddresses.multiSendCallOnly, data },
    ])
    hash = receipt?.transactionHash
    if (receipt && executions.every(({ safe }) => executionOutcome(receipt, safe) !== null))
      return receipt.transactionHash
  } catch (cause) {
    throw new TransactionFailedError('The batch executing the Safe transactions reverted.', {
      cause,
      details: { safes: executions.map(({ safe }) => safe) },
    })
  }
  throw new TransactionFailedError('A Safe in the batch logged no execution.', {
    details: { hash, safes: executions.map(({ safe }) => safe) },
  })
}
