import { z } from 'zod'

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * An unsigned integer in decimal digits, at most 2^256 - 1: how the gateway writes amounts, gas values and sizes
 * (docs/gateway-api.md §1 "Times"), so that no value loses precision in JSON numbers.
 */
export const decimalStringSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]*)$/, { message: 'must be an unsigned decimal integer string', abort: true })
  .refine((value) => BigInt(value) <= MAX_UINT256, 'must not exceed 2^256 - 1')
