import type { Hex } from 'viem'
import { z } from 'zod'
import { MAX_SIGN_IN_MESSAGE_LENGTH } from './parseSignInMessage'

/**
 * Longest signature accepted, in bytes: room for an EIP-6492 wrapper (factory calldata of a Safe with dozens of
 * owners) while bounding what a verify request can make the node execute.
 */
export const MAX_SIGN_IN_SIGNATURE_BYTES = 16_384

/** `POST /v1/auth/verify` body (SDK 3.23 `verifyAuth`): the EIP-4361 text and the account's signature over it. */
export const authVerifyRequestSchema = z.object({
  message: z
    .string()
    .min(1, 'must not be empty')
    .max(MAX_SIGN_IN_MESSAGE_LENGTH, `must be at most ${MAX_SIGN_IN_MESSAGE_LENGTH} characters`),
  signature: z
    .string()
    .max(2 + 2 * MAX_SIGN_IN_SIGNATURE_BYTES, `must be at most ${MAX_SIGN_IN_SIGNATURE_BYTES} bytes`)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex with whole bytes')
    .transform((value) => value as Hex),
})

export type AuthVerifyRequest = z.infer<typeof authVerifyRequestSchema>
