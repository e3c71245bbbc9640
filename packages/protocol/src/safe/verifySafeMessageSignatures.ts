import type { Client } from 'viem'
import { encodeSafeMessageData } from './encodeSafeMessageData'
import { getSafeMessageHash } from './getSafeMessageHash'
import { hashSafeMessageContent, type SafeMessageContent } from './hashSafeMessageContent'
import type { RecoveredSignature } from './recoverSafeSignatures'
import { type VerifySignaturesOptions, verifySafeSignatures } from './verifySafeSignatures'

/**
 * Proves owners' signatures of an off-chain Safe message: `verifySafeSignatures` over its SafeMessage hash on
 * `chainId` (owner contracts are asked about the 66-byte SafeMessage preimage, as the CompatibilityFallbackHandler's
 * `isValidSignature` asks them).
 * @throws {InvalidInputError} / {InvalidSignatureError} / {SafeSignatureRejectedError} as `verifySafeSignatures`.
 */
export async function verifySafeMessageSignatures(
  client: Client,
  { chainId, message, ...options }: VerifySignaturesOptions & { chainId: number; message: SafeMessageContent },
): Promise<RecoveredSignature[]> {
  const safeAddress = options.safe
  return verifySafeSignatures(client, {
    ...options,
    hash: getSafeMessageHash({ chainId, safeAddress, message }),
    preimage: encodeSafeMessageData({ chainId, safeAddress, contentHash: hashSafeMessageContent(message) }),
  })
}
