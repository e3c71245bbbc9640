import { z } from 'zod'

/** `GET /v1/balances/supported-fiat-codes`: currency codes of the price provider, upper-case and sorted. */
export const fiatCodesSchema = z.array(z.string().regex(/^[A-Z0-9]+$/, 'must be an upper-case currency code'))

export type FiatCodes = z.infer<typeof fiatCodesSchema>
