import { type Address, zeroAddress } from 'viem'
import { assertSafeTx, type SafeTx } from './SafeTx'

/** The fields of a SafeTx a caller must choose; everything else has the value of a plain call. */
export type SafeTxFields = Partial<SafeTx> & { to: Address; nonce: bigint }

/**
 * A SafeTx with the defaults Safe{Wallet} uses for an ordinary call: no value, no data, CALL, and no gas refund
 * (safeTxGas, baseGas and gasPrice 0, gasToken and refundReceiver the zero address). The nonce has no default: a
 * wrong one silently makes a different transaction.
 * @throws {InvalidInputError} naming the first field that does not fit its Solidity type.
 */
export function createSafeTx(fields: SafeTxFields): SafeTx {
  const tx: SafeTx = {
    to: fields.to,
    value: fields.value ?? 0n,
    data: fields.data ?? '0x',
    operation: fields.operation ?? 0,
    safeTxGas: fields.safeTxGas ?? 0n,
    baseGas: fields.baseGas ?? 0n,
    gasPrice: fields.gasPrice ?? 0n,
    gasToken: fields.gasToken ?? zeroAddress,
    refundReceiver: fields.refundReceiver ?? zeroAddress,
    nonce: fields.nonce,
  }
  assertSafeTx(tx)
  return tx
}
