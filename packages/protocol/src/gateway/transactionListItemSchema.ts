import { z } from 'zod'
import { pageSchema } from './pageSchema'
import { transactionSummarySchema } from './transactionSummarySchema'

export const conflictTypeSchema = z.enum(['None', 'HasNext', 'End'])

export const transactionItemSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: transactionSummarySchema,
  conflictType: conflictTypeSchema,
})

export const labelItemSchema = z.object({ type: z.literal('LABEL'), label: z.enum(['Next', 'Queued']) })

export const conflictHeaderItemSchema = z.object({
  type: z.literal('CONFLICT_HEADER'),
  nonce: z.number().int().nonnegative(),
})

export const dateLabelItemSchema = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number().int() })

/** One entry of a transaction list: a transaction, or a queue label/conflict header, or a history date label (§5.3). */
export const transactionListItemSchema = z.discriminatedUnion('type', [
  transactionItemSchema,
  labelItemSchema,
  conflictHeaderItemSchema,
  dateLabelItemSchema,
])

/** The page type of history, queue and the Safe-scoped transaction lists. */
export const transactionListPageSchema = pageSchema(transactionListItemSchema)

export type ConflictType = z.infer<typeof conflictTypeSchema>
export type TransactionItem = z.infer<typeof transactionItemSchema>
export type TransactionListItem = z.infer<typeof transactionListItemSchema>
export type TransactionListPage = z.infer<typeof transactionListPageSchema>
