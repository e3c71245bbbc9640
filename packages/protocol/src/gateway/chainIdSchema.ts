import { z } from 'zod'

/** An EIP-155 chain id as the gateway writes it: decimal text without leading zeros. */
export const chainIdSchema = z.string().regex(/^[1-9]\d{0,19}$/, 'must be a decimal chain id')
