import { type Address, concat, type Hash, type Hex, hashStruct } from 'viem'
import { getSafeDomainHash } from './getSafeDomainHash'
import { safeMessageTypes } from './getSafeMessageTypedData'

/**
 * The 66-byte EIP-712 preimage `0x1901 ‖ domainSeparator ‖ hashStruct(SafeMessage(contentHash))` of a SafeMessage hash
 * (CompatibilityFallbackHandler `encodeMessageDataForSafe`). `checkNSignatures` hands exactly these bytes to an owner
 * that is a contract (legacy `isValidSignature(bytes, bytes)`), so an owner Safe's owners sign its own SafeMessage over
 * them.
 */
export function encodeSafeMessageData({
  chainId,
  safeAddress,
  contentHash,
}: {
  chainId: number
  safeAddress: Address
  contentHash: Hash
}): Hex {
  const structHash = hashStruct({ data: { message: contentHash }, primaryType: 'SafeMessage', types: safeMessageTypes })
  return concat(['0x1901', getSafeDomainHash({ chainId, safeAddress }), structHash])
}
