import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'
import { dataDecodedSchema } from './dataDecodedSchema'
import { operationSchema } from './operationSchema'

/** `txData` of TransactionDetails: the call itself, decoded where an ABI is known (docs/gateway-api.md §5.4). */
export const transactionDataSchema = z.object({
  hexData: z.string().nullable(),
  dataDecoded: dataDecodedSchema.nullable(),
  to: addressInfoSchema,
  value: z.string().nullable(),
  operation: operationSchema,
  /** Null unless `operation` is DELEGATECALL; true iff the target is a trusted delegate-call contract. */
  trustedDelegateCallTarget: z.boolean().nullable(),
  /** Named addresses found in the decoded parameters, keyed by address; null when there are none. */
  addressInfoIndex: z.record(z.string(), addressInfoSchema).nullable(),
})

export type TransactionData = z.infer<typeof transactionDataSchema>
