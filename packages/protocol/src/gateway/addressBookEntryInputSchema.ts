import { z } from 'zod'
import { addressInputSchema } from './addressInputSchema'
import { chainIdSchema } from './chainIdSchema'

/** The longest name an address book entry may carry. */
export const ADDRESS_BOOK_NAME_MAX_LENGTH = 50

/** A contact's name: trimmed, 1 to {@link ADDRESS_BOOK_NAME_MAX_LENGTH} characters, one line. */
export const addressBookNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(ADDRESS_BOOK_NAME_MAX_LENGTH, `must be at most ${ADDRESS_BOOK_NAME_MAX_LENGTH} characters`)
  .refine((name) => !/\p{Cc}/u.test(name), 'must not contain control characters')

/**
 * `POST /v1/address-book` body: the whole entry. Unknown keys are refused; the address must be valid EIP-55 when mixed
 * case and is stored checksummed.
 */
export const addressBookEntryInputSchema = z.strictObject({
  chainId: chainIdSchema,
  address: addressInputSchema,
  name: addressBookNameSchema,
})

export type AddressBookEntryInput = z.infer<typeof addressBookEntryInputSchema>
