import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'

/** How the Safe's singleton compares with the chain's `recommendedMasterCopyVersion` (docs/gateway-api.md §4.1). */
export const implementationVersionStateSchema = z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'])

/**
 * `SafeInfo` of `/v1/chains/{chainId}/safes/{address}`. The `*Tag` fields are epoch **seconds** as strings; clients
 * compare them to decide whether to reload the queue, history, collectibles or messages (docs/gateway-api.md §4.1).
 */
export const safeInfoSchema = z.object({
  address: addressInfoSchema,
  chainId: z.string(),
  nonce: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  owners: z.array(addressInfoSchema),
  implementation: addressInfoSchema,
  implementationVersionState: implementationVersionStateSchema,
  modules: z.array(addressInfoSchema).nullable(),
  guard: addressInfoSchema.nullable(),
  fallbackHandler: addressInfoSchema.nullable(),
  version: z.string().nullable(),
  collectiblesTag: z.string(),
  txQueuedTag: z.string(),
  txHistoryTag: z.string(),
  messagesTag: z.string(),
})

export type SafeInfo = z.infer<typeof safeInfoSchema>
export type ImplementationVersionState = z.infer<typeof implementationVersionStateSchema>
