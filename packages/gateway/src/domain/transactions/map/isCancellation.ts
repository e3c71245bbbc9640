import { isAddressEqual, zeroAddress } from 'viem'
import type { MultisigTransactionRecord } from '../load/MultisigTransactionRecord'

/**
 * A rejection: the empty call Safe{Wallet} proposes to burn a nonce — to the Safe itself, no data, no value, CALL, and
 * no gas settings or refund (CGW `isCancellation`).
 */
export function isCancellation(
  tx: Pick<
    MultisigTransactionRecord,
    | 'safe'
    | 'to'
    | 'value'
    | 'data'
    | 'operation'
    | 'safeTxGas'
    | 'baseGas'
    | 'gasPrice'
    | 'gasToken'
    | 'refundReceiver'
  >,
): boolean {
  return (
    isAddressEqual(tx.to, tx.safe) &&
    tx.data === '0x' &&
    tx.value === 0n &&
    tx.operation === 0 &&
    tx.safeTxGas === 0n &&
    tx.baseGas === 0n &&
    tx.gasPrice === 0n &&
    isAddressEqual(tx.gasToken, zeroAddress) &&
    isAddressEqual(tx.refundReceiver, zeroAddress)
  )
}
