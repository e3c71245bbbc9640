import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'

export const multisigExecutionInfoSchema = z.object({
  type: z.literal('MULTISIG'),
  nonce: z.number().int().nonnegative(),
  confirmationsRequired: z.number().int().nonnegative(),
  confirmationsSubmitted: z.number().int().nonnegative(),
  /** Owners who have not confirmed; set only while AWAITING_CONFIRMATIONS, else null. */
  missingSigners: z.array(addressInfoSchema).nullable(),
})

export const moduleExecutionInfoSchema = z.object({ type: z.literal('MODULE'), address: addressInfoSchema })

/** `executionInfo` of a list item: who executes it and how far its confirmations are (docs/gateway-api.md §5.1). */
export const executionInfoSchema = z.discriminatedUnion('type', [
  multisigExecutionInfoSchema,
  moduleExecutionInfoSchema,
])

export type ExecutionInfo = z.infer<typeof executionInfoSchema>
export type MultisigExecutionInfo = z.infer<typeof multisigExecutionInfoSchema>
