import { z } from 'zod'
import { chainIdSchema } from './chainIdSchema'
import { checksumAddressSchema } from './checksumAddressSchema'

/** One address book entry as the gateway answers it (`GET /v1/address-book` items, POST and PUT answers). */
export const addressBookEntrySchema = z.object({
  chainId: chainIdSchema,
  address: checksumAddressSchema,
  name: z.string(),
})

export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>
