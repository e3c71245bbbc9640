import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'

/**
 * One entry of `GET /v1/safes?safes=<chainId>:<address>,…`. `awaitingConfirmation` counts queued transactions the
 * `wallet_address` owner has not confirmed yet, and is null without a `wallet_address`.
 */
export const safeOverviewSchema = z.object({
  address: addressInfoSchema,
  chainId: z.string(),
  threshold: z.number().int().nonnegative(),
  owners: z.array(addressInfoSchema),
  fiatTotal: z.string(),
  queued: z.number().int().nonnegative(),
  awaitingConfirmation: z.number().int().nonnegative().nullable(),
})

export type SafeOverview = z.infer<typeof safeOverviewSchema>
