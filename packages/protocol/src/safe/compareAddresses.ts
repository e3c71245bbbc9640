import { type Address, hexToBigInt } from 'viem'

/**
 * Orders addresses by numeric value, the order Safe.sol `checkNSignatures` requires of signers (each strictly greater
 * than the previous; GS026 otherwise). Case-insensitive, so checksummed and lower-case inputs sort alike.
 * Usable directly as an `Array.prototype.sort` comparator.
 */
export function compareAddresses(a: Address, b: Address): number {
  const x = hexToBigInt(a)
  const y = hexToBigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}
