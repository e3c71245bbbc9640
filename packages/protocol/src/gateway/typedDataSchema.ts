import { z } from 'zod'
import { measureJsonValue } from './measureJsonValue'

/** How deep the values of `domain` and `message` may nest; real EIP-712 messages (Seaport, Permit2) stay below 8. */
export const MAX_TYPED_DATA_DEPTH = 32
/** How many values (objects, arrays, scalars) `domain` and `message` may hold together. */
export const MAX_TYPED_DATA_VALUES = 10_000
/** How many types, and fields per type, `types` may declare. */
export const MAX_TYPED_DATA_TYPES = 256

const identifier = z.string().min(1).max(256)

const typedDataShape = {
  types: z.record(identifier, z.array(z.object({ name: identifier, type: identifier })).max(MAX_TYPED_DATA_TYPES)),
  primaryType: identifier.optional(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
}

/**
 * EIP-712 typed data as the gateway shows it: as it was proposed, without the size bounds proposals must keep (what is
 * stored is always shown).
 */
export const storedTypedDataSchema = z.object(typedDataShape)

/**
 * EIP-712 typed data as dApps hand it to `eth_signTypedData_v4`: `types` (with or without `EIP712Domain`), `domain`,
 * `message` and usually `primaryType` (the SDK's `EIP712TypedData` type leaves it out, so it is optional here; the
 * gateway then derives it as the one type no other type refers to). Depth and size are bounded here, before anything
 * hashes or stores it, so that no proposal can exhaust the stack or the CPU of the code that encodes it.
 */
export const typedDataSchema = z.object(typedDataShape).superRefine((typedData, context) => {
  if (Object.keys(typedData.types).length > MAX_TYPED_DATA_TYPES)
    context.addIssue({
      code: 'custom',
      path: ['types'],
      message: `must not declare more than ${MAX_TYPED_DATA_TYPES} types`,
    })
  // One more level: measured from the object that holds domain and message.
  const size = measureJsonValue({ domain: typedData.domain, message: typedData.message }, MAX_TYPED_DATA_VALUES + 1)
  if (size.depth > MAX_TYPED_DATA_DEPTH + 1)
    context.addIssue({
      code: 'custom',
      message: `must not nest domain or message values deeper than ${MAX_TYPED_DATA_DEPTH} levels`,
    })
  else if (size.values > MAX_TYPED_DATA_VALUES)
    context.addIssue({
      code: 'custom',
      message: `must not hold more than ${MAX_TYPED_DATA_VALUES} values in domain and message`,
    })
})

export type TypedDataMessage = z.infer<typeof typedDataSchema>
