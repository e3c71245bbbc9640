import { type Address, concat, type Hex } from 'viem'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import type { SafeTx } from './SafeTx'

/**
 * The 66-byte EIP-712 preimage `0x1901 ‖ domainSeparator ‖ structHash` of a SafeTx (`encodeTransactionData` on chain);
 * its keccak256 is the safeTxHash.
 *
 * It matters for owners that are themselves Safes: `checkNSignatures` hands these bytes to the owner's legacy
 * `isValidSignature(bytes, bytes)`, so that owner's own owners sign
 * `getSafeMessageTypedData({ chainId, safeAddress: ownerSafe, message: encodeSafeTxData(...) })`.
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function encodeSafeTxData({
  chainId,
  safeAddress,
  tx,
}: {
  chainId: number
  safeAddress: Address
  tx: SafeTx
}): Hex {
  return concat(['0x1901', getSafeDomainHash({ chainId, safeAddress }), getSafeTxMessageHash(tx)])
}
