import { z } from 'zod'

/** `GET /v1/auth/nonce` (SDK 3.23 `getAuthNonce`, type `AuthNonce`): a single-use EIP-4361 nonce. */
export const authNonceSchema = z.object({
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,}$/, 'must be at least 8 letters or digits (EIP-4361)'),
})

export type AuthNonce = z.infer<typeof authNonceSchema>
