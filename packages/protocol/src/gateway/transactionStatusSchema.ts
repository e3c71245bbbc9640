import { z } from 'zod'

/** `txStatus` of a transaction (docs/gateway-api.md §5.1). */
export const transactionStatusSchema = z.enum([
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
])

export type TransactionStatus = z.infer<typeof transactionStatusSchema>
