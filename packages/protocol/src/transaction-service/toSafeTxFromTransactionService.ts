import { getAddress, type Hex, zeroAddress } from 'viem'
import { assertSafeTx, type SafeTx } from '../safe/SafeTx'
import type { TransactionServiceTransaction } from './transactionServiceTransactionSchema'

/**
 * The SafeTx a service's transaction describes, with the service's own defaults (no data → `0x`, no gas token or
 * refund receiver → the zero address); addresses checksummed, data lower-case, as the gateway hashes and stores them.
 * @throws {InvalidInputError} naming the first field that does not fit its Solidity type.
 */
export function toSafeTxFromTransactionService(record: TransactionServiceTransaction): SafeTx {
  const tx: SafeTx = {
    to: getAddress(record.to),
    value: BigInt(record.value),
    data: (record.data ?? '0x').toLowerCase() as Hex,
    operation: record.operation,
    safeTxGas: BigInt(record.safeTxGas),
    baseGas: BigInt(record.baseGas),
    gasPrice: BigInt(record.gasPrice),
    gasToken: record.gasToken ? getAddress(record.gasToken) : zeroAddress,
    refundReceiver: record.refundReceiver ? getAddress(record.refundReceiver) : zeroAddress,
    nonce: BigInt(record.nonce),
  }
  assertSafeTx(tx)
  return tx
}
