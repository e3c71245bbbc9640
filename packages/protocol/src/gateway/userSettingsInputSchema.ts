import { z } from 'zod'
import { addressInputSchema } from './addressInputSchema'
import { chainIdSchema } from './chainIdSchema'

/** Most tokens hidden per chain, and chains with hidden tokens: bounds the stored JSON. */
export const MAX_HIDDEN_TOKENS_PER_CHAIN = 500
export const MAX_HIDDEN_TOKEN_CHAINS = 100

/**
 * `PUT /v1/user/settings` body, also applied to stored rows: missing fields take their defaults, unknown keys are
 * refused, the currency is lower-cased, hidden token lists are checksummed and de-duplicated.
 */
export const userSettingsInputSchema = z.strictObject({
  theme: z.enum(['light', 'dark', 'system']).default('system'),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 currency code')
    .transform((code) => code.toLowerCase())
    .default('usd'),
  hiddenTokens: z
    .record(
      chainIdSchema,
      z
        .array(addressInputSchema)
        .max(MAX_HIDDEN_TOKENS_PER_CHAIN, `must list at most ${MAX_HIDDEN_TOKENS_PER_CHAIN} tokens`)
        .transform((tokens) => [...new Set(tokens)]),
      // zod's own text for a bad key is "Invalid key in record".
      { error: (issue) => (issue.code === 'invalid_key' ? 'must be a decimal chain id' : undefined) },
    )
    .refine(
      (chains) => Object.keys(chains).length <= MAX_HIDDEN_TOKEN_CHAINS,
      `must name at most ${MAX_HIDDEN_TOKEN_CHAINS} chains`,
    )
    .default({}),
})

export type UserSettingsInput = z.infer<typeof userSettingsInputSchema>
