import { z } from 'zod'
import { addressStringSchema } from '../gateway/addressStringSchema'
import { decimalStringSchema } from '../gateway/decimalStringSchema'
import { hashStringSchema } from '../gateway/hashStringSchema'
import { hexStringSchema } from '../gateway/hexStringSchema'
import { operationSchema } from '../gateway/operationSchema'

/** What a Safe Transaction Service calls a signature's kind (`SafeSignatureType` names); the same four as ours. */
export const transactionServiceSignatureTypeSchema = z.enum(['EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE'])

/** A number the service writes as a decimal string (v2 lists) or as a JSON number (v1 lists). */
const uintSchema = z.union([decimalStringSchema, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])

/**
 * One owner's confirmation as a Safe Transaction Service lists it (`SafeMultisigConfirmationResponseSerializer`):
 * who the service says signed, and the signature bytes. Only the bytes count: the gateway recovers the signer itself.
 */
export const transactionServiceConfirmationSchema = z.object({
  owner: addressStringSchema,
  submissionDate: z.iso.datetime({ offset: true }).nullish(),
  signature: hexStringSchema.nullish(),
  signatureType: transactionServiceSignatureTypeSchema.nullish(),
})

/**
 * One multisig transaction of `GET /api/v2/safes/{address}/multisig-transactions/` (camel-cased
 * `SafeMultisigTransactionResponseSerializerV2`): the SafeTx fields, the hash the service claims for them, whether it
 * was executed, and its confirmations. Fields the import does not read (decoded data, gas figures) are not parsed.
 */
export const transactionServiceTransactionSchema = z.object({
  safe: addressStringSchema,
  to: addressStringSchema,
  value: decimalStringSchema,
  data: hexStringSchema.nullish(),
  operation: operationSchema,
  gasToken: addressStringSchema.nullish(),
  safeTxGas: uintSchema,
  baseGas: uintSchema,
  gasPrice: decimalStringSchema,
  refundReceiver: addressStringSchema.nullish(),
  nonce: uintSchema,
  safeTxHash: hashStringSchema,
  proposer: addressStringSchema.nullish(),
  submissionDate: z.iso.datetime({ offset: true }).nullish(),
  isExecuted: z.boolean(),
  /** JSON text (`{"url","name"}` by convention), or the text `null` for none, as the service dumps it. */
  origin: z.string().max(10_000).nullish(),
  confirmations: z.array(transactionServiceConfirmationSchema).max(256),
})

export type TransactionServiceTransaction = z.infer<typeof transactionServiceTransactionSchema>
export type TransactionServiceConfirmation = z.infer<typeof transactionServiceConfirmationSchema>
