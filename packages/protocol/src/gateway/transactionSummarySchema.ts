import { z } from 'zod'
import { executionInfoSchema } from './executionInfoSchema'
import { safeAppInfoSchema } from './safeAppInfoSchema'
import { transactionInfoSchema } from './transactionInfoSchema'
import { transactionStatusSchema } from './transactionStatusSchema'

/** A transaction as lists show it (docs/gateway-api.md §5.1); `timestamp` is epoch ms. */
export const transactionSummarySchema = z.object({
  id: z.string(),
  timestamp: z.number().int().nullable(),
  txStatus: transactionStatusSchema,
  txInfo: transactionInfoSchema,
  executionInfo: executionInfoSchema.nullable(),
  safeAppInfo: safeAppInfoSchema.nullable(),
  txHash: z.string().nullable(),
})

export type TransactionSummary = z.infer<typeof transactionSummarySchema>
