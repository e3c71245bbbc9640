import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'
import { hashStringSchema } from './hashStringSchema'
import { hexStringSchema } from './hexStringSchema'
import { nonceValueSchema } from './nonceValueSchema'
import { operationSchema } from './operationSchema'
import { uintValueSchema } from './uintValueSchema'

/**
 * Body of `POST /v1/chains/{chainId}/transactions/{safe}/propose` (SDK `MultisigTransactionRequest`, CGW
 * `propose-transaction.dto.schema.ts`). `signature` may hold several concatenated owner signatures; re-posting the
 * same `safeTxHash` with more signatures adds confirmations.
 */
export const proposeTransactionBodySchema = z.object({
  to: addressStringSchema,
  value: uintValueSchema,
  data: hexStringSchema.nullish(),
  nonce: nonceValueSchema,
  operation: operationSchema,
  safeTxGas: uintValueSchema,
  baseGas: uintValueSchema,
  gasPrice: uintValueSchema,
  gasToken: addressStringSchema,
  refundReceiver: addressStringSchema.nullish(),
  safeTxHash: hashStringSchema,
  sender: addressStringSchema,
  signature: hexStringSchema.nullish(),
  origin: z.string().max(10_000).nullish(),
})

export type ProposeTransactionBody = z.infer<typeof proposeTransactionBodySchema>
