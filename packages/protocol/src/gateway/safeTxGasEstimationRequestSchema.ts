import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'
import { hexStringSchema } from './hexStringSchema'
import { operationSchema } from './operationSchema'
import { uintValueSchema } from './uintValueSchema'

/**
 * Body of `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations`. CGW requires only `to` and
 * `value` (docs/gateway-api.md §4.11); a missing `data` means no calldata and a missing `operation` means CALL.
 */
export const safeTxGasEstimationRequestSchema = z.object({
  to: addressStringSchema,
  value: uintValueSchema,
  data: hexStringSchema.nullish(),
  operation: operationSchema.optional(),
})

export type SafeTxGasEstimationRequest = z.infer<typeof safeTxGasEstimationRequestSchema>
