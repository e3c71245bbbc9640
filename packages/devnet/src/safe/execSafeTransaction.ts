import {
  createSafeTx,
  encodeExecTransaction,
  getSafeTxTypedData,
  InvalidInputError,
  joinSignatures,
  type SafeTxFields,
  safeL2Abi,
} from '@strongroom/protocol'
import { type Address, type Hash, isAddressEqual, parseEventLogs } from 'viem'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'
import { TransactionFailedError } from '../errors/TransactionFailedError'

/** A SafeTx with only `to` required; the nonce always comes from the Safe (it executes nothing else). */
export type SafeTxInput = Omit<SafeTxFields, 'nonce'>

export interface ExecSafeTransactionOptions {
  safe: Address
  tx: SafeTxInput
  /** Owners who sign (dev account indexes, unlocked addresses or viem accounts); at least the threshold. */
  signers: readonly AccountRef[]
  /** Who submits `execTransaction` and pays gas; default dev account 0 (need not be an owner). */
  executor?: AccountRef
}

/**
 * Executes a transaction on a Safe the way a wallet would: builds the SafeTx with the Safe's current nonce, has each
 * signer sign its EIP-712 typed data, joins the signatures in ascending owner order and calls `execTransaction`.
 * @returns the hash of the mined `execTransaction`.
 * @throws {InvalidInputError} when a signer is not an owner, is listed twice, or there are fewer signers than the
 *   threshold.
 * @throws {TransactionFailedError} when the Safe rejects or fails the transaction.
 */
export async function execSafeTransaction(
  devnet: DevnetConnection,
  options: ExecSafeTransactionOptions,
): Promise<Hash> {
  const { safe } = options
  const read = { address: safe, abi: safeL2Abi } as const
  const [nonce, owners, threshold] = await Promise.all([
    devnet.publicClient.readContract({ ...read, functionName: 'nonce' }),
    devnet.publicClient.readContract({ ...read, functionName: 'getOwners' }),
    devnet.publicClient.readContract({ ...read, functionName: 'getThreshold' }),
  ])
  const signers = options.signers.map((ref) => ({ ref, address: resolveAccount(ref).address }))
  for (const { address } of signers) {
    if (!owners.some((owner) => isAddressEqual(owner, address)))
      throw new InvalidInputError(`Signer ${address} is not an owner of the Safe ${safe}.`, {
        details: { signer: address, safe, owners },
      })
  }
  if (BigInt(signers.length) < threshold)
    throw new InvalidInputError(`The Safe needs ${threshold} signatures; ${signers.length} signers were given.`, {
      details: { threshold, signers: signers.length },
    })

  const tx = createSafeTx({ ...options.tx, nonce })
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const signatures = joinSignatures(
    await Promise.all(
      signers.map(async ({ ref, address }) => ({
        signer: address,
        data: await devnet.walletClient(ref).signTypedData(typedData),
        kind: 'EOA' as const,
      })),
    ),
  )

  const data = encodeExecTransaction({ tx, signatures })
  let receipt: Awaited<ReturnType<typeof sendTransactions>>[number] | undefined
  try {
    ;[receipt] = await sendTransactions(devnet.walletClient(options.executor ?? 0), [{ to: safe, data }])
  } catch (cause) {
    // Gas estimation already runs the call, so a Safe error (GS0xx) or an inner revert surfaces here.
    throw new TransactionFailedError(`The Safe ${safe} rejected the transaction (nonce ${nonce}).`, {
      cause,
      details: { safe, nonce, to: tx.to },
    })
  }
  // With safeTxGas or gasPrice set, a failing inner call does not revert but emits ExecutionFailure.
  const events = parseEventLogs({ abi: safeL2Abi, logs: receipt?.logs ?? [] })
  const success = events.some((event) => event.eventName === 'ExecutionSuccess' && isAddressEqual(event.address, safe))
  if (!receipt || !success)
    throw new TransactionFailedError(`The Safe ${safe} executed the transaction, but its inner call failed.`, {
      details: { safe, nonce, hash: receipt?.transactionHash },
    })
  return receipt.transactionHash
}
