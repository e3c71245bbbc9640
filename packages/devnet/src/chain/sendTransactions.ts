import type { Account, Address, Chain, Client, Hash, Hex, TransactionReceipt, Transport } from 'viem'
import { estimateFeesPerGas, getTransactionCount, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { TransactionFailedError } from '../errors/TransactionFailedError'

export interface PlainTransaction {
  /** Omitted: a contract creation (`data` is the creation code). */
  to?: Address
  data?: Hex
  value?: bigint
  /** Gas limit; estimated by the node when omitted. */
  gas?: bigint
}

/**
 * Sends `transactions` from the client's account in order, with consecutive nonces and one fee lookup, then waits
 * for all receipts at once: one round trip per transaction instead of four, which is most of a deployment's time on
 * anvil.
 * @throws {TransactionFailedError} when any of them reverts (its index and hash are in the details).
 */
export async function sendTransactions(
  client: Client<Transport, Chain, Account>,
  transactions: readonly PlainTransaction[],
): Promise<TransactionReceipt[]> {
  if (transactions.length === 0) return []
  const [nonce, fees] = await Promise.all([
    getTransactionCount(client, { address: client.account.address, blockTag: 'pending' }),
    estimateFeesPerGas(client),
  ])
  const hashes: Hash[] = []
  for (const [index, transaction] of transactions.entries()) {
    hashes.push(
      await sendTransaction(client, {
        account: client.account,
        chain: client.chain,
        ...transaction,
        nonce: nonce + index,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForTransactionReceipt(client, { hash })))
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success')
  if (failed !== -1)
    throw new TransactionFailedError(`Transaction ${failed + 1} of ${receipts.length} reverted.`, {
      details: { index: failed, hash: hashes[failed], to: transactions[failed]?.to },
    })
  return receipts
}
