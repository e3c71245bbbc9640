import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'
import { pageSchema } from './pageSchema'

/** An address allowed to propose (never confirm) for a delegator owner, on one Safe or on all of them (`safe` null). */
export const delegateSchema = z.object({
  safe: checksumAddressSchema.nullable(),
  delegate: checksumAddressSchema,
  delegator: checksumAddressSchema,
  label: z.string(),
})

/** `GET /v2/chains/{chainId}/delegates` answer. */
export const delegatesPageSchema = pageSchema(delegateSchema)

export type Delegate = z.infer<typeof delegateSchema>
export type DelegatesPage = z.infer<typeof delegatesPageSchema>
