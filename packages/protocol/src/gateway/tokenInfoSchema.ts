import { z } from 'zod'

/** A token as balances and `gasTokenInfo` describe it; the native coin uses the zero address and `NATIVE_TOKEN`. */
export const tokenInfoSchema = z.object({
  type: z.enum(['ERC20', 'ERC721', 'NATIVE_TOKEN', 'UNKNOWN']),
  address: z.string(),
  decimals: z.number().int().nullable(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string().nullable(),
})

export type TokenInfo = z.infer<typeof tokenInfoSchema>
