import type { Address, Hash, TransactionReceipt } from 'viem'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { TransactionFailedError } from '../errors/TransactionFailedError'
import { executionOutcome } from './executionOutcome'
import { type SafeTxInput, signSafeTransaction } from './signSafeTransaction'

export type { SafeTxInput } from './signSafeTransaction'

export interface ExecSafeTransactionOptions {
  safe: Address
  tx: SafeTxInput
  /** Owners who sign (dev account indexes, unlocked addresses or viem accounts); at least the threshold. */
  signers: readonly AccountRef[]
  /** Who submits `execTransaction` and pays gas; default dev account 0 (need not be an owner). */
  executor?: AccountRef
  /**
   * Accept an execution whose inner call failed (ExecutionFailure: the Safe still consumes the nonce). Such a
   * failure needs `safeTxGas` or `gasPrice` above 0; otherwise the whole transaction reverts (GS013 before 1.5.0).
   */
  allowFailure?: boolean
}

/**
 * Executes a transaction on a Safe (1.3.0, 1.4.1 or 1.5.0, L1 or L2) the way a wallet would: signs it with the Safe's
 * current nonce (signSafeTransaction) and calls `execTransaction` from the executor.
 * @returns the hash of the mined `execTransaction`.
 * @throws {InvalidInputError} when a signer is not an owner, is listed twice, or there are fewer signers than the
 *   threshold.
 * @throws {TransactionFailedError} when the Safe rejects the transaction, or its inner call fails without
 *   `allowFailure`.
 */
export async function execSafeTransaction(
  devnet: DevnetConnection,
  options: ExecSafeTransactionOptions,
): Promise<Hash> {
  const { safe } = options
  const signed = await signSafeTransaction(devnet, options)
  const nonce = signed.tx.nonce
  let receipt: TransactionReceipt | undefined
  try {
    ;[receipt] = await sendTransactions(devnet.walletClient(options.executor ?? 0), [{ to: safe, data: signed.data }])
  } catch (cause) {
    // Gas estimation already runs the call, so a Safe error (GS0xx) or an inner revert surfaces here.
    throw new TransactionFailedError(`The Safe ${safe} rejected the transaction (nonce ${nonce}).`, {
      cause,
      details: { safe, nonce, to: signed.tx.to },
    })
  }
  const outcome = receipt ? executionOutcome(receipt, safe) : null
  if (!receipt || outcome === null || (outcome === 'failure' && !options.allowFailure))
    throw new TransactionFailedError(`The Safe ${safe} executed the transaction, but its inner call failed.`, {
      details: { safe, nonce, hash: receipt?.transactionHash },
    })
  return receipt.transactionHash
}
