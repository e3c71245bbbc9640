import { z } from 'zod'

/** `0x`-prefixed hex made of whole bytes (`0x` alone is the empty byte string). */
export const hexStringSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex of whole bytes')
