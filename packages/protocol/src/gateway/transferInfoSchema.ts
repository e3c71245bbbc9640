import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/** What moved in a Transfer; transfers say `NATIVE_COIN` where balances say `NATIVE_TOKEN` (docs/gateway-api.md §5.2). */
export const transferInfoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ERC20'),
    tokenAddress: checksumAddressSchema,
    value: z.string(),
    tokenName: z.string().nullable(),
    tokenSymbol: z.string().nullable(),
    logoUri: z.string().nullable(),
    decimals: z.number().int().nullable(),
    trusted: z.boolean().nullable(),
    imitation: z.boolean(),
  }),
  z.object({
    type: z.literal('ERC721'),
    tokenAddress: checksumAddressSchema,
    tokenId: z.string(),
    tokenName: z.string().nullable(),
    tokenSymbol: z.string().nullable(),
    logoUri: z.string().nullable(),
    trusted: z.boolean().nullable(),
  }),
  z.object({ type: z.literal('NATIVE_COIN'), value: z.string() }),
])

export type TransferInfo = z.infer<typeof transferInfoSchema>
