import type { Address, Hex } from 'viem'
import type { SafeOperation, SafeTx } from './SafeTx'

/** The SafeTx fields as positional values, in struct order. */
export type SafeTxTuple = readonly [
  to: Address,
  value: bigint,
  data: Hex,
  operation: SafeOperation,
  safeTxGas: bigint,
  baseGas: bigint,
  gasPrice: bigint,
  gasToken: Address,
  refundReceiver: Address,
  nonce: bigint,
]

/**
 * The SafeTx fields in the order of the Safe.sol `SafeTx` struct, which is also the argument order of
 * `getTransactionHash` / `encodeTransactionData` and of `execTransaction` (which drops the nonce): one place for an
 * order that is easy to get wrong by hand.
 */
export function toSafeTxTuple(tx: SafeTx): SafeTxTuple {
  return [
    tx.to,
    tx.value,
    tx.data,
    tx.operation,
    tx.safeTxGas,
    tx.baseGas,
    tx.gasPrice,
    tx.gasToken,
    tx.refundReceiver,
    tx.nonce,
  ]
}
