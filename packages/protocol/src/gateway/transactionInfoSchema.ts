import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'
import { dataDecodedSchema } from './dataDecodedSchema'
import { settingsInfoSchema } from './settingsInfoSchema'
import { transferInfoSchema } from './transferInfoSchema'

/** `richDecodedInfo` stays off (CGW without `FF_RICH_FRAGMENTS`): absent on multisig/module txs, null elsewhere. */
const richDecodedInfo = z.null().optional()

export const transferTransactionInfoSchema = z.object({
  type: z.literal('Transfer'),
  humanDescription: z.string().nullable(),
  richDecodedInfo,
  sender: addressInfoSchema,
  recipient: addressInfoSchema,
  direction: z.enum(['INCOMING', 'OUTGOING', 'UNKNOWN']),
  transferInfo: transferInfoSchema,
})

export const settingsChangeTransactionInfoSchema = z.object({
  type: z.literal('SettingsChange'),
  humanDescription: z.string().nullable(),
  richDecodedInfo,
  dataDecoded: dataDecodedSchema,
  settingsInfo: settingsInfoSchema.nullable(),
})

/**
 * Why an executed transaction's fields are unknown (docs/gateway-api.md §5.2): a Safe on an L1 singleton was called by
 * another contract and the node cannot trace (`no-tracing`), the trace holds no call explaining the log
 * (`not-in-trace`), or the calldata does not hash to the log's safeTxHash (`hash-mismatch`).
 */
export const detailsUnavailableSchema = z.enum(['no-tracing', 'not-in-trace', 'hash-mismatch'])

export const customTransactionInfoSchema = z.object({
  type: z.literal('Custom'),
  humanDescription: z.string().nullable(),
  richDecodedInfo,
  to: addressInfoSchema,
  dataSize: z.string(),
  /** Null only when the value is unknown (CGW allows null). */
  value: z.string().nullable(),
  methodName: z.string().nullable(),
  actionCount: z.number().int().nullable(),
  isCancellation: z.boolean(),
  /**
   * Our extension: set on an execution whose call is unknown ("executed, details unavailable"). Then `to` is the zero
   * address, `dataSize` "0" and `value` null, placeholders CGW's schema requires, and `humanDescription` says why.
   */
  detailsUnavailable: detailsUnavailableSchema.optional(),
})

export const creationTransactionInfoSchema = z.object({
  type: z.literal('Creation'),
  humanDescription: z.string().nullable(),
  richDecodedInfo,
  creator: addressInfoSchema,
  transactionHash: z.string(),
  implementation: addressInfoSchema.nullable(),
  factory: addressInfoSchema.nullable(),
})

/** `txInfo`: what a transaction does, discriminated by `type` (docs/gateway-api.md §5.2). */
export const transactionInfoSchema = z.discriminatedUnion('type', [
  transferTransactionInfoSchema,
  settingsChangeTransactionInfoSchema,
  customTransactionInfoSchema,
  creationTransactionInfoSchema,
])

export type TransactionInfo = z.infer<typeof transactionInfoSchema>
export type TransferTransactionInfo = z.infer<typeof transferTransactionInfoSchema>
export type SettingsChangeTransactionInfo = z.infer<typeof settingsChangeTransactionInfoSchema>
export type CustomTransactionInfo = z.infer<typeof customTransactionInfoSchema>
export type DetailsUnavailable = z.infer<typeof detailsUnavailableSchema>
export type CreationTransactionInfo = z.infer<typeof creationTransactionInfoSchema>
