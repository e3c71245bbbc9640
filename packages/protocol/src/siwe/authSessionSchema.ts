import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * The signed-in session (`POST /v1/auth/verify`, `GET /v1/auth/me`): the account, the chain of its sign-in message
 * and when the session ends, in epoch milliseconds like every gateway timestamp. No transforms: the gateway also
 * serialises answers with it.
 */
export const authSessionSchema = z.object({
  address: z
    .templateLiteral(['0x', z.string()])
    .refine((value) => isAddress(value, { strict: true }), 'must be a 20-byte hex address'),
  chainId: z.string().regex(/^[1-9]\d*$/, 'must be a decimal chain id'),
  expiresAt: z.number().int().nonnegative(),
})

export type AuthSession = z.infer<typeof authSessionSchema>
