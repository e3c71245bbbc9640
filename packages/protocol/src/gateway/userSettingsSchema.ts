import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/** An account's preferences as the gateway answers them (`GET/PUT /v1/user/settings`). */
export const userSettingsSchema = z.object({
  theme: z.enum(['light', 'dark', 'system']),
  /** Lower-case ISO 4217 code, as the SDK passes it to `/balances/{currency}`. */
  currency: z.string(),
  /** Token addresses the user hid, by decimal chain id. */
  hiddenTokens: z.record(z.string(), z.array(checksumAddressSchema)),
})

export type UserSettings = z.infer<typeof userSettingsSchema>
