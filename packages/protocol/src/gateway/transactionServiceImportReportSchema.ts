import { z } from 'zod'
import { decimalStringSchema } from './decimalStringSchema'
import { hashStringSchema } from './hashStringSchema'

/**
 * What became of one pending transaction or message of the service: `imported` (stored, or already here) with the
 * owner signatures that verified, or `refused` with nothing stored. `problems` holds one sentence per refused part:
 * the whole item when refused, else each confirmation that did not verify.
 */
export const transactionServiceImportItemSchema = z.object({
  kind: z.enum(['transaction', 'message']),
  /** The safeTxHash or message hash the service gave; null when the item was too malformed to name one. */
  hash: hashStringSchema.nullable(),
  /** Transactions only. */
  nonce: decimalStringSchema.nullable(),
  outcome: z.enum(['imported', 'refused']),
  /** Owner signatures of the item that verified (stored now or before). */
  confirmations: z.number().int().nonnegative(),
  problems: z.array(z.string()),
})

/**
 * Answer of the import: the service's origin, one entry per item it listed (queue by nonce, then messages), and
 * sentences about the import as a whole (a list cut at the gateway's cap).
 */
export const transactionServiceImportReportSchema = z.object({
  service: z.string(),
  items: z.array(transactionServiceImportItemSchema),
  notes: z.array(z.string()),
})

export type TransactionServiceImportItem = z.infer<typeof transactionServiceImportItemSchema>
export type TransactionServiceImportReport = z.infer<typeof transactionServiceImportReportSchema>
