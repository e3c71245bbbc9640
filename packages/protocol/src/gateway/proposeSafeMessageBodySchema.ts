import { z } from 'zod'
import { hexStringSchema } from './hexStringSchema'
import { typedDataSchema } from './typedDataSchema'

/**
 * Body of `POST /v1/chains/{chainId}/safes/{safe}/messages` (SDK `ProposeSafeMessageRequest`): the content, the
 * proposing owner's one signature of its SafeMessage hash, and where it came from.
 */
export const proposeSafeMessageBodySchema = z.object({
  /** Text (EIP-191) or EIP-712 typed data within the typed-data bounds. */
  message: z.union([z.string(), typedDataSchema]),
  safeAppId: z.number().int().nonnegative().max(2_147_483_647).nullish(),
  signature: hexStringSchema.refine((value) => value.length > 2, 'must not be empty'),
  origin: z.string().max(10_000).nullish(),
})

export type ProposeSafeMessageBody = z.infer<typeof proposeSafeMessageBodySchema>
