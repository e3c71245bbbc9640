import { decimalStringSchema } from '@strongroom/protocol'

/** An unsigned integer query value (value, nonce) as a bigint. */
export const uintQuerySchema = decimalStringSchema.transform((value) => BigInt(value))
