import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/** A token as balances and `gasTokenInfo` describe it; the native coin uses the zero address and `NATIVE_TOKEN`. */
export const tokenInfoSchema = z.object({
  type: z.enum(['ERC20', 'ERC721', 'NATIVE_TOKEN', 'UNKNOWN']),
  address: checksumAddressSchema,
  decimals: z.number().int().nullable(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string().nullable(),
})

export type TokenInfo = z.infer<typeof tokenInfoSchema>
