import { z } from 'zod'
import { decimalStringSchema } from './decimalStringSchema'

/**
 * A uint256 request field: a decimal string as the SDK sends it, or a JSON number when it is a safe integer (some
 * clients send nonces as numbers).
 */
export const uintValueSchema = z.union(
  [decimalStringSchema, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)],
  { error: 'must be an unsigned integer: a decimal string, or a JSON number up to 2^53 - 1' },
)
