import { getAddress } from 'viem'
import { z } from 'zod'
import { chainIdSchema } from '../chainIdSchema'
import { checksumAddressSchema } from '../checksumAddressSchema'

/** One address book entry as the gateway answers it (`GET /v1/address-book` items, POST and PUT answers). */
export const addressBookEntrySchema = z.object({
  chainId: chainIdSchema,
  address: checksumAddressSchema,
  name: z.string(),
})

export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>

/** Row → entry; addresses are stored checksummed and re-checked here, as every DB row is parsed at the edge. */
export const addressBookRowSchema = z
  .object({ chain_id: z.string(), address: z.string(), name: z.string() })
  .transform((row): AddressBookEntry => ({ chainId: row.chain_id, address: getAddress(row.address), name: row.name }))
