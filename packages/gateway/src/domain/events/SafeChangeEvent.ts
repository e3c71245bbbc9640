import { safeChangeKindSchema, safeChangeReasonSchema } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'

/**
 * A published change: the row of `safe_change_events` and the JSON of its `safe_changes` notification. Parsing both
 * through this schema keeps a foreign or malformed notification out of the streams.
 */
export const safeChangeEventSchema = z.object({
  id: z.union([z.number(), z.string().regex(/^\d+$/)]).transform((value) => Number(value)),
  chainId: z.string(),
  safe: z.string().transform((value): Address => getAddress(value)),
  kinds: z.array(safeChangeKindSchema).min(1),
  reason: safeChangeReasonSchema,
})

export type SafeChangeEvent = z.output<typeof safeChangeEventSchema>
