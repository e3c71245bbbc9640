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

export const customTransactionInfoSchema = z.object({
  type: z.literal('Custom'),
  humanDescription: z.string().nullable(),
  richDecodedInfo,
  to: addressInfoSchema,
  dataSize: z.string(),
  value: z.string(),
  methodName: z.string().nullable(),
  actionCount: z.number().int().nullable(),
  isCancellation: z.boolean(),
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
export type CreationTransactionInfo = z.infer<typeof creationTransactionInfoSchema>
