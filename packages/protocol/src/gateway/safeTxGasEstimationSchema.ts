import { z } from 'zod'

/** Answer of the v2 estimation: nonces as in `/nonces` plus the `safeTxGas` to sign (a decimal string). */
export const safeTxGasEstimationSchema = z.object({
  currentNonce: z.number().int().nonnegative(),
  recommendedNonce: z.number().int().nonnegative(),
  safeTxGas: z.string(),
})

export type SafeTxGasEstimation = z.infer<typeof safeTxGasEstimationSchema>
