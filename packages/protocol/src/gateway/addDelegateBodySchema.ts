import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'
import { hexStringSchema } from './hexStringSchema'

/** A delegate's label (transaction service: at most 50 characters). */
export const delegateLabelSchema = z.string().trim().min(1).max(50)

/**
 * Body of `POST /v{1,2}/chains/{chainId}/delegates` (SDK `AddDelegateRequest`, transaction service
 * `DelegateSerializerV2`): the delegator's signature over the hourly counter (docs/indexing.md §4.3). Without `safe` the
 * delegate may propose for every Safe the delegator owns.
 */
export const addDelegateBodySchema = z.object({
  safe: addressStringSchema.nullish(),
  delegate: addressStringSchema,
  delegator: addressStringSchema,
  signature: hexStringSchema.refine((value) => value.length > 2, 'must not be empty'),
  label: delegateLabelSchema,
  /** ISO 8601; the delegation lapses then (must be in the future). */
  expiryDate: z.iso.datetime({ offset: true }).nullish(),
})

export type AddDelegateBody = z.infer<typeof addDelegateBodySchema>
