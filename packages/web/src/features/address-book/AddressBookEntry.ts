import { ADDRESS_BOOK_NAME_MAX_LENGTH } from '@strongroom/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod/mini'

/** One named address on one chain. */
export interface AddressBookEntry {
  /** EIP-155 chain id. */
  chainId: number
  /** EIP-55 checksummed. */
  address: Address
  name: string
}

/**
 * An entry as it arrives from storage, the gateway or a CSV line: the chain id may be a decimal string (the gateway
 * writes chain ids as strings), the address must be a valid address, and its mixed case, when present, a valid
 * EIP-55 checksum (a wrong checksum is usually a typo). The name is trimmed and must be 1–50 characters.
 */
export const addressBookEntrySchema = z.object({
  chainId: z.pipe(
    z.union([
      z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
      z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')),
    ]),
    z.transform((value) => Number(value)),
  ),
  address: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => isAddress(value, { strict: false }), 'must be a 0x-prefixed 20-byte hex address'),
      // Only for a well-formed address, so a malformed one gets one message, not two.
      z.refine((value) => !isAddress(value, { strict: false }) || isAddress(value), 'has a wrong EIP-55 checksum'),
    ),
    z.transform((value) => getAddress(value)),
  ),
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(ADDRESS_BOOK_NAME_MAX_LENGTH, `must be at most ${ADDRESS_BOOK_NAME_MAX_LENGTH} characters`),
    z.refine((value) => !/\p{Cc}/u.test(value), 'must not contain control characters such as line breaks'),
  ),
})

/** The key that makes an entry unique: one name per address and chain. */
export function addressBookKey(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`
}
