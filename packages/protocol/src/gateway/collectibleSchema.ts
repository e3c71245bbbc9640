import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'
import { pageSchema } from './pageSchema'

/**
 * An ERC-721 token a Safe holds (docs/gateway-api.md §4.6, CGW `collectible.entity.ts`). `name`, `description` and
 * `imageUri` come from the token's metadata JSON (`metadata.image` for the image); all four are null when the tokenURI
 * could not be read or resolved. `logoUri` is the collection's logo from the gateway's token list, null without one.
 */
export const collectibleSchema = z.object({
  address: checksumAddressSchema,
  tokenName: z.string(),
  tokenSymbol: z.string(),
  logoUri: z.string().nullable(),
  id: z.string(),
  uri: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  imageUri: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
})

/** `GET /v2/chains/{chainId}/safes/{address}/collectibles` answer (proxy-style page with `count`). */
export const collectiblePageSchema = pageSchema(collectibleSchema)

export type Collectible = z.infer<typeof collectibleSchema>
export type CollectiblePage = z.infer<typeof collectiblePageSchema>
