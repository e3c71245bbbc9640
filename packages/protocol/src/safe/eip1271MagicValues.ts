/**
 * EIP-1271 success value: selector of `isValidSignature(bytes32,bytes)`. A Safe's CompatibilityFallbackHandler returns
 * it when the signatures cover the hash.
 */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e' as const

/**
 * Pre-final EIP-1271 success value: selector of `isValidSignature(bytes,bytes)` (Safe's ISignatureValidator). Safe
 * 1.4.1 still calls this legacy form on owners that are contracts (contract signatures, v = 0).
 */
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b' as const
