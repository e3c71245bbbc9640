import { z } from 'zod'
import { decimalStringSchema } from './decimalStringSchema'
import { tokenInfoSchema } from './tokenInfoSchema'

/** A non-negative amount in plain decimal notation (no exponent), as fiat values are written: `"4500"`, `"0.92"`. */
const fiatStringSchema = z.string().regex(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/, 'must be a plain decimal number')

/**
 * One asset of `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}` (docs/gateway-api.md §4.3). `balance` is the
 * raw on-chain amount (smallest unit), `fiatConversion` the price of one whole token, `fiatBalance` their product;
 * both are `"0"` when no price is known.
 */
export const balanceSchema = z.object({
  tokenInfo: tokenInfoSchema,
  balance: decimalStringSchema,
  fiatBalance: fiatStringSchema,
  fiatConversion: fiatStringSchema,
})

/** The balances answer: items sorted by fiat value descending, `fiatTotal` their sum. */
export const safeBalanceResponseSchema = z.object({
  fiatTotal: fiatStringSchema,
  items: z.array(balanceSchema),
})

export type Balance = z.infer<typeof balanceSchema>
export type SafeBalanceResponse = z.infer<typeof safeBalanceResponseSchema>
