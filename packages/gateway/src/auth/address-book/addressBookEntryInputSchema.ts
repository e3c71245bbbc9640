import { z } from 'zod'
import { addressParamSchema } from '../../routes/schemas/addressParamSchema'
import { chainIdSchema } from '../chainIdSchema'

/** A contact's name: trimmed, 1 to 50 characters, one line. */
export const addressBookNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(50, 'must be at most 50 characters')
  .refine((name) => !/\p{Cc}/u.test(name), 'must not contain control characters')

/**
 * `POST /v1/address-book` body: the whole entry. Unknown keys are refused; the address must be valid EIP-55 when mixed
 * case and is stored checksummed.
 */
export const addressBookEntryInputSchema = z.strictObject({
  chainId: chainIdSchema,
  address: addressParamSchema,
  name: addressBookNameSchema,
})
