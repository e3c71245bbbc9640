import { type RecoveredSignature, splitSignatures } from '@strongroom/protocol'
import type { Address, Hash, Hex, PublicClient } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import { verifyOwnerSignatures } from '../signatures/verifyOwnerSignatures'

/**
 * Proves one owner's signature of a SafeMessage hash (transaction service `SafeMessageSerializer`): exactly one entry,
 * by a current owner, valid (ECDSA recovered; approved hashes and EIP-1271 owners checked on chain, a contract owner
 * against the 66-byte SafeMessage preimage).
 * @throws {InvalidSignatureError} for malformed bytes.
 * @throws {RuleViolationError} for several entries, a non-owner or an invalid signature.
 */
export async function verifyMessageSignature({
  client,
  safe,
  owners,
  messageHash,
  preimage,
  signature,
}: {
  client: PublicClient
  safe: Address
  owners: readonly Address[]
  messageHash: Hash
  preimage: Hex
  signature: Hex
}): Promise<RecoveredSignature> {
  const entries = splitSignatures(signature).length
  if (entries !== 1)
    throw new RuleViolationError(`Exactly one signature is expected, got ${entries}`, { details: { entries } })
  const [recovered] = await verifyOwnerSignatures({
    client,
    safe,
    owners,
    hash: messageHash,
    preimage,
    signatures: signature,
  })
  return recovered!
}
