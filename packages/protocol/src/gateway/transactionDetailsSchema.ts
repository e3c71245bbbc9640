import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'
import { detailedExecutionInfoSchema } from './detailedExecutionInfoSchema'
import { safeAppInfoSchema } from './safeAppInfoSchema'
import { transactionDataSchema } from './transactionDataSchema'
import { transactionInfoSchema } from './transactionInfoSchema'
import { transactionStatusSchema } from './transactionStatusSchema'

/** `/transactions/{id}` and the answer to a proposal (docs/gateway-api.md §5.4). `executedAt` is epoch ms. */
export const transactionDetailsSchema = z.object({
  safeAddress: checksumAddressSchema,
  txId: z.string(),
  executedAt: z.number().int().nullable(),
  txStatus: transactionStatusSchema,
  txInfo: transactionInfoSchema,
  txData: transactionDataSchema.nullable(),
  detailedExecutionInfo: detailedExecutionInfoSchema.nullable(),
  txHash: z.string().nullable(),
  safeAppInfo: safeAppInfoSchema.nullable(),
})

export type TransactionDetails = z.infer<typeof transactionDetailsSchema>
