import { type Address, isAddress } from 'viem'
import { z } from 'zod'

/**
 * A 20-byte address as the gateway writes it: `0x` and 40 hex digits. Mixed case must be a valid EIP-55 checksum,
 * all-lower-case is accepted (the SDK passes user input through unchanged). Parses to a viem `Address`.
 */
export const addressStringSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'must be a 0x-prefixed 20-byte hex address', abort: true })
  .refine((value): value is Address => isAddress(value, { strict: true }), 'has an invalid EIP-55 checksum')
