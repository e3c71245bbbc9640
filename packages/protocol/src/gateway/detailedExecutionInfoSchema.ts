import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'
import { checksumAddressSchema } from './checksumAddressSchema'
import { safeMessageContentSchema } from './safeMessageSchema'
import { tokenInfoSchema } from './tokenInfoSchema'

export const multisigConfirmationSchema = z.object({
  signer: addressInfoSchema,
  signature: z.string().nullable(),
  submittedAt: z.number().int(),
})

export const multisigExecutionDetailsSchema = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number().int(),
  nonce: z.number().int().nonnegative(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  gasToken: checksumAddressSchema,
  refundReceiver: addressInfoSchema,
  safeTxHash: z.string(),
  executor: addressInfoSchema.nullable(),
  /** The Safe's current owners. */
  signers: z.array(addressInfoSchema),
  confirmationsRequired: z.number().int().nonnegative(),
  confirmations: z.array(multisigConfirmationSchema),
  /** Owners who confirmed a rejection (a 0-value call to the Safe itself) with the same nonce. */
  rejectors: z.array(addressInfoSchema),
  gasTokenInfo: tokenInfoSchema.nullable(),
  trusted: z.boolean(),
  proposer: addressInfoSchema.nullable(),
  proposedByDelegate: addressInfoSchema.nullable(),
  /**
   * Our extension: the app or flow the proposer named in the proposal's `origin` (`{"name","url"}`), as the proposer
   * claims it: for recognising a proposal, never for trusting it. Null without a readable name. `message`: the
   * message a SignMessageLib transaction signs, when its proposer stored it (trusted only when it hashes to the bytes
   * signed).
   */
  origin: z
    .object({ name: z.string(), url: z.string().nullable(), message: safeMessageContentSchema.optional() })
    .nullable()
    .optional(),
})

export const moduleExecutionDetailsSchema = z.object({ type: z.literal('MODULE'), address: addressInfoSchema })

/** `detailedExecutionInfo` of TransactionDetails (docs/gateway-api.md §5.4); null for transfers and creation. */
export const detailedExecutionInfoSchema = z.discriminatedUnion('type', [
  multisigExecutionDetailsSchema,
  moduleExecutionDetailsSchema,
])

export type MultisigConfirmation = z.infer<typeof multisigConfirmationSchema>
export type MultisigExecutionDetails = z.infer<typeof multisigExecutionDetailsSchema>
export type DetailedExecutionInfo = z.infer<typeof detailedExecutionInfoSchema>
