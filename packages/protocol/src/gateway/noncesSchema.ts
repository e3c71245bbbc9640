import { z } from 'zod'

/**
 * `/safes/{address}/nonces`: the Safe's on-chain nonce and the nonce a new transaction should use,
 * `max(nonce, highest trusted proposed nonce + 1)` (docs/gateway-api.md §4.2).
 */
export const noncesSchema = z.object({
  currentNonce: z.number().int().nonnegative(),
  recommendedNonce: z.number().int().nonnegative(),
})

export type Nonces = z.infer<typeof noncesSchema>
