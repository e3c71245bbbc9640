import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'
import { hexStringSchema } from './hexStringSchema'
import { operationSchema } from './operationSchema'
import { uintValueSchema } from './uintValueSchema'

/**
 * Body of `POST /v1/chains/{chainId}/data-decoder`: the calldata, and optionally the contract it is sent to (which
 * selects a configured ABI). SDK 3.23 also sends `operation` and `value`; they do not change the decoding.
 */
export const dataDecoderRequestSchema = z.object({
  data: hexStringSchema,
  to: addressStringSchema.nullish(),
  operation: operationSchema.nullish(),
  value: uintValueSchema.nullish(),
})

export type DataDecoderRequest = z.infer<typeof dataDecoderRequestSchema>
