import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/**
 * `AddressInfo` (the SDK's `AddressEx`): an address with an optional human name and logo. The gateway always sends
 * both keys, `null` when unknown (CGW `address-info.entity.ts`).
 */
export const addressInfoSchema = z.object({
  value: checksumAddressSchema,
  name: z.string().nullable(),
  logoUri: z.string().nullable(),
})

export type AddressInfo = z.infer<typeof addressInfoSchema>
