import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'
import { hexStringSchema } from './hexStringSchema'

const signature = hexStringSchema.refine((value) => value.length > 2, 'must not be empty')

/**
 * Body of `DELETE /v2/chains/{chainId}/delegates/{delegate}` (transaction service `DelegateDeleteSerializerV2`): signed
 * by the delegator or by the delegate itself. With `safe`, only that Safe's delegation goes.
 */
export const deleteDelegateBodySchema = z.object({
  delegator: addressStringSchema,
  safe: addressStringSchema.nullish(),
  signature,
})

/** Body of the legacy `DELETE /v1/chains/{chainId}/delegates/{delegate}` (SDK `DeleteDelegateRequest`). */
export const deleteDelegateV1BodySchema = z.object({
  delegate: addressStringSchema,
  delegator: addressStringSchema,
  signature,
})

export type DeleteDelegateBody = z.infer<typeof deleteDelegateBodySchema>
export type DeleteDelegateV1Body = z.infer<typeof deleteDelegateV1BodySchema>
