import { z } from 'zod'
import { addressStringSchema } from '../gateway/addressStringSchema'
import { hashStringSchema } from '../gateway/hashStringSchema'
import { hexStringSchema } from '../gateway/hexStringSchema'
import { typedDataSchema } from '../gateway/typedDataSchema'
import { transactionServiceSignatureTypeSchema } from './transactionServiceTransactionSchema'

/** One owner's signature of an off-chain message as the service lists it (`SafeMessageConfirmationResponseSerializer`). */
export const transactionServiceMessageConfirmationSchema = z.object({
  owner: addressStringSchema,
  signature: hexStringSchema,
  signatureType: transactionServiceSignatureTypeSchema.nullish(),
  created: z.iso.datetime({ offset: true }).nullish(),
})

/**
 * One off-chain message of `GET /api/v1/safes/{address}/messages/` (`SafeMessageResponseSerializer`): the content
 * (EIP-191 text or EIP-712 typed data, within the same bounds as a proposal to the gateway), the SafeMessage hash the
 * service claims for it, who proposed it and the owners' signatures.
 */
export const transactionServiceMessageSchema = z.object({
  safe: addressStringSchema,
  messageHash: hashStringSchema,
  message: z.union([z.string(), typedDataSchema]),
  proposedBy: addressStringSchema.nullish(),
  created: z.iso.datetime({ offset: true }).nullish(),
  origin: z.string().max(10_000).nullish(),
  confirmations: z.array(transactionServiceMessageConfirmationSchema).max(256),
})

export type TransactionServiceMessage = z.infer<typeof transactionServiceMessageSchema>
