import type { SafeTx } from '../safe/SafeTx'

/**
 * The SafeTx fields of a transaction as a Safe Transaction Service writes them in its v2 lists (uint256 values and the
 * nonce as decimal strings, empty data as null): the reverse of `toSafeTxFromTransactionService`, for stand-ins and
 * tests that play the service.
 */
export function toTransactionServiceTxFields(tx: SafeTx) {
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data === '0x' ? null : tx.data,
    operation: tx.operation,
    gasToken: tx.gasToken,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    refundReceiver: tx.refundReceiver,
    nonce: tx.nonce.toString(),
  }
}
