import { parseAbi } from 'viem'

// Two single-function ABIs: a 32-byte hash fits both overloads, which viem would refuse to choose between.

/** EIP-1271 `isValidSignature(bytes32 hash, bytes signature)`, answering {@link EIP1271_MAGIC_VALUE} when valid. */
export const eip1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

/**
 * The pre-final `isValidSignature(bytes data, bytes signature)` (Safe's ISignatureValidator), answering
 * {@link EIP1271_LEGACY_MAGIC_VALUE} when valid; a Safe 1.5.0's fallback handler no longer has it.
 */
export const legacyEip1271Abi = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
])
