import { type Hex, isHex } from 'viem'
import { z } from 'zod'

/** `0x`-prefixed hex made of whole bytes (`0x` alone is the empty byte string). Parses to a viem `Hex`. */
export const hexStringSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, { message: 'must be 0x-prefixed hex of whole bytes', abort: true })
  .refine((value): value is Hex => isHex(value, { strict: true }))
