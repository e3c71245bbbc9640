import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'
import { storedTypedDataSchema } from './typedDataSchema'

/** CONFIRMED once the confirmations reach the Safe's **current** threshold (CGW `message-mapper.ts`). */
export const safeMessageStatusSchema = z.enum(['NEEDS_CONFIRMATION', 'CONFIRMED'])

/** The content of an off-chain message: text (EIP-191) or EIP-712 typed data, as stored and shown. */
export const safeMessageContentSchema = z.union([z.string(), storedTypedDataSchema])

/** One owner's signature of a SafeMessage. */
export const safeMessageConfirmationSchema = z.object({ owner: addressInfoSchema, signature: z.string() })

const safeMessageFields = {
  /** The SafeMessage hash (EIP-712 `SafeMessage(bytes message)` under the Safe's domain): the message's id. */
  messageHash: z.string(),
  status: safeMessageStatusSchema,
  /** Icon and name of the Safe App the message came from (`safeAppId`), else null. */
  logoUri: z.string().nullable(),
  name: z.string().nullable(),
  message: safeMessageContentSchema,
  /** Epoch milliseconds. */
  creationTimestamp: z.number().int(),
  modifiedTimestamp: z.number().int(),
  confirmationsSubmitted: z.number().int().nonnegative(),
  confirmationsRequired: z.number().int().nonnegative(),
  proposedBy: addressInfoSchema,
  confirmations: z.array(safeMessageConfirmationSchema),
  /** The owner signatures joined in ascending owner order, for `isValidSignature`; only when CONFIRMED. */
  preparedSignature: z.string().nullable(),
  /** Extensions of the transaction-service record (CGW-HEAD sends `origin` too). */
  safeAppId: z.number().int().nullable(),
  origin: z.string().nullable(),
}

/** `GET /v1/chains/{chainId}/messages/{messageHash}` (docs/gateway-api.md §4.17): a SafeMessage without `type`. */
export const safeMessageDetailsSchema = z.object(safeMessageFields)

/** A SafeMessage as a list item (`type: "MESSAGE"`). */
export const safeMessageItemSchema = z.object({ type: z.literal('MESSAGE'), ...safeMessageFields })

export type SafeMessageStatus = z.infer<typeof safeMessageStatusSchema>
export type SafeMessageContentWire = z.infer<typeof safeMessageContentSchema>
export type SafeMessageConfirmation = z.infer<typeof safeMessageConfirmationSchema>
export type SafeMessageDetails = z.infer<typeof safeMessageDetailsSchema>
export type SafeMessageItem = z.infer<typeof safeMessageItemSchema>
