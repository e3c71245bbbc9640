import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * An address in an answer (already checksummed by the gateway): a template literal, typed like viem's `Address`, with
 * a check and no transform, since the zod type provider serialises answers by encoding, which a transform would break.
 */
export const checksumAddressSchema = z
  .templateLiteral(['0x', z.string()])
  .refine((value) => isAddress(value, { strict: true }), 'must be a 20-byte hex address')
