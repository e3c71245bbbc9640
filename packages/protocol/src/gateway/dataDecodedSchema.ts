import type { Address } from 'viem'
import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'
import { operationSchema } from './operationSchema'

/** A decoded ABI value: scalars as strings, arrays and tuples as (nested) arrays of strings. */
export type ParamValue = string | ParamValue[]

/** One call inside a decoded `multiSend` (the `valueDecoded` of its `transactions` parameter). */
export type InternalTransaction = {
  operation: 0 | 1
  to: Address
  value: string
  data: string | null
  dataDecoded: DataDecoded | null
}

/** One decoded parameter; `valueDecoded` unpacks `multiSend` batches (docs/gateway-api.md §4.16). */
export type DataDecodedParameter = {
  name: string
  type: string
  value: ParamValue
  valueDecoded?: InternalTransaction[] | null
}

/** Calldata decoded against a known ABI: the function name and its parameters (null when it takes none). */
export type DataDecoded = {
  method: string
  parameters: DataDecodedParameter[] | null
}

export const paramValueSchema: z.ZodType<ParamValue> = z.lazy(() => z.union([z.string(), z.array(paramValueSchema)]))

export const internalTransactionSchema: z.ZodType<InternalTransaction> = z.lazy(() =>
  z.object({
    operation: operationSchema,
    to: checksumAddressSchema,
    value: z.string(),
    data: z.string().nullable(),
    dataDecoded: dataDecodedSchema.nullable(),
  }),
)

export const dataDecodedParameterSchema: z.ZodType<DataDecodedParameter> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string(),
    value: paramValueSchema,
    valueDecoded: z.array(internalTransactionSchema).nullable().optional(),
  }),
)

export const dataDecodedSchema: z.ZodType<DataDecoded> = z.lazy(() =>
  z.object({
    method: z.string(),
    parameters: z.array(dataDecodedParameterSchema).nullable(),
  }),
)
