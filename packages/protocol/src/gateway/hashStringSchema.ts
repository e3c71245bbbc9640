import { type Hash, isHash } from 'viem'
import { z } from 'zod'

/** A 32-byte hash (safeTxHash, message hash): `0x` and 64 hex digits. Parses to a viem `Hash`. */
export const hashStringSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, { message: 'must be a 0x-prefixed 32-byte hash', abort: true })
  .refine((value): value is Hash => isHash(value))
