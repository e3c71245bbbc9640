import { isAddressEqual, zeroAddress } from 'viem'
import type { SafeTxReview } from './reviewSafeTx'

/**
 * Whether a transaction is the rejection of another: a call of the Safe to itself with no value and no data, every
 * gas and refund field zero (docs/gateway-api.md §5.2 `isCancellation`). Decided from the reviewed fields.
 */
export function isRejection({ safe, tx }: Pick<SafeTxReview, 'safe' | 'tx'>): boolean {
  return (
    isAddressEqual(tx.to, safe) &&
    tx.value === 0n &&
    tx.data === '0x' &&
    tx.operation === 0 &&
    tx.safeTxGas === 0n &&
    tx.baseGas === 0n &&
    tx.gasPrice === 0n &&
    isAddressEqual(tx.gasToken, zeroAddress) &&
    isAddressEqual(tx.refundReceiver, zeroAddress)
  )
}
