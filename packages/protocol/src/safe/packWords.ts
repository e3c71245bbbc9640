import type { Hex } from 'viem'

/**
 * ABI-encodes static 32-byte words the way `abi.encode` does for EIP-712 struct hashing: a bigint as a big-endian
 * uint256, a hex string (address, bytes32, uint8) left-padded with zeros. The caller validates ranges; this is the hot
 * path of hashing thousands of SafeTxs while indexing, so it writes bytes directly instead of going through viem's
 * generic typed-data encoder.
 */
export function packWords(words: readonly (bigint | Hex)[]): Uint8Array {
  const out = new Uint8Array(words.length * 32)
  words.forEach((word, index) => {
    const end = (index + 1) * 32
    if (typeof word === 'bigint') {
      let value = word
      for (let at = end - 1; value > 0n; at--) {
        out[at] = Number(value & 0xffn)
        value >>= 8n
      }
      return
    }
    const digits = word.length - 2
    const bytes = Math.ceil(digits / 2)
    const hex = digits % 2 === 0 ? word.slice(2) : `0${word.slice(2)}`
    for (let byte = 0; byte < bytes; byte++)
      out[end - bytes + byte] = Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16)
  })
  return out
}
