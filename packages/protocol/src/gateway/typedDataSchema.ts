import { z } from 'zod'

const identifier = z.string().min(1).max(256)

/**
 * EIP-712 typed data as dApps hand it to `eth_signTypedData_v4`: `types` (with or without `EIP712Domain`), `domain`,
 * `message` and usually `primaryType` (the SDK's `EIP712TypedData` type leaves it out, so it is optional here; the
 * gateway then derives it as the one type no other type refers to).
 */
export const typedDataSchema = z.object({
  types: z.record(identifier, z.array(z.object({ name: identifier, type: identifier }))),
  primaryType: identifier.optional(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})

export type TypedDataMessage = z.infer<typeof typedDataSchema>
