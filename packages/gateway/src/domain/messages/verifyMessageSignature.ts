import {
  type RecoveredSignature,
  type SafeMessageContent,
  splitSignatures,
  verifySafeMessageSignatures,
} from '@strongroom/protocol'
import type { Address, Hex, PublicClient } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import { recoverSigner } from '../signatures/recoverSigner'

/**
 * Proves one owner's signature of a Safe message (transaction service `SafeMessageSerializer`): exactly one entry, by a
 * current owner, valid by protocol's `verifySafeMessageSignatures` (the rules the web app applies too: the SafeMessage
 * hash and preimage come from the content and the Safe's domain; approved hashes and EIP-1271 owners are checked on
 * chain), with the server's faster ecrecover.
 * @throws {InvalidSignatureError} for malformed bytes.
 * @throws {RuleViolationError} for several entries; {SafeSignatureRejectedError} for a non-owner or an invalid signature.
 */
export async function verifyMessageSignature({
  client,
  chainId,
  safe,
  owners,
  message,
  signature,
}: {
  client: PublicClient
  chainId: number
  safe: Address
  owners: readonly Address[]
  message: SafeMessageContent
  signature: Hex
}): Promise<RecoveredSignature> {
  // Counted before anything is verified, so that a blob of several entries gets this answer whatever they are.
  const entries = splitSignatures(signature).length
  if (entries !== 1)
    throw new RuleViolationError(`Exactly one signature is expected, got ${entries}`, { details: { entries } })
  const [recovered] = await verifySafeMessageSignatures(client, {
    chainId,
    message,
    safe,
    owners,
    signatures: signature,
    recover: recoverSigner,
  })
  return recovered!
}
