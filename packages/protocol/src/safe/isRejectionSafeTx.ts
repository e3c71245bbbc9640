import { type Address, isAddressEqual, zeroAddress } from 'viem'
import type { SafeTx } from './SafeTx'

/**
 * Whether a SafeTx is the rejection of another transaction at its nonce: the empty call Safe{Wallet} proposes to use
 * up a nonce, to the Safe itself with no value and no data, a CALL, every gas and refund field zero (the Safe Client
 * Gateway's `isCancellation`; docs/gateway-api.md §5.2). `createRejectionSafeTx` makes one.
 */
export function isRejectionSafeTx({ safe, tx }: { safe: Address; tx: Omit<SafeTx, 'nonce'> }): boolean {
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
