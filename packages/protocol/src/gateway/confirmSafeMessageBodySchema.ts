import { z } from 'zod'
import { hexStringSchema } from './hexStringSchema'

/** Body of `POST /v1/chains/{chainId}/messages/{messageHash}/signatures` (SDK `ConfirmSafeMessageRequest`). */
export const confirmSafeMessageBodySchema = z.object({
  signature: hexStringSchema.refine((value) => value.length > 2, 'must not be empty'),
})

export type ConfirmSafeMessageBody = z.infer<typeof confirmSafeMessageBodySchema>
