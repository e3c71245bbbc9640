import { isValidContractSignature, recoverSafeSignatures, splitSignatures } from '@strongroom/protocol'
import { type Address, type Hex, isAddressEqual, type PublicClient } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { DelegateSignatureHash } from './getDelegateSignatureHashes'

/**
 * Finds which of `signers` made `signature` over one of `hashes` (transaction service
 * `validate_delegator_signature`): exactly one Safe-encoded entry, either ECDSA (v 27/28 over the hash, or 31/32 over
 * its EIP-191 digest) or an EIP-1271 contract signature (v 0) checked on chain; approved hashes mean nothing here.
 * @returns the signer, or null when no listed signer signed any of the hashes.
 * @throws {InvalidSignatureError} for malformed bytes.
 * @throws {RuleViolationError} for several entries or an approved-hash entry.
 */
export async function verifyDelegateSignature({
  client,
  signature,
  hashes,
  signers,
}: {
  client: PublicClient
  signature: Hex
  hashes: readonly DelegateSignatureHash[]
  signers: readonly Address[]
}): Promise<Address | null> {
  const entries = splitSignatures(signature)
  if (entries.length !== 1)
    throw new RuleViolationError(`Exactly one signature is expected, got ${entries.length}`, {
      details: { entries: entries.length },
    })
  const entry = entries[0]!
  if (entry.kind === 'APPROVED_HASH')
    throw new RuleViolationError('An approved-hash signature cannot authorise a delegate', { details: { v: entry.v } })
  for (const { hash, preimage } of hashes) {
    const [recovered] = await recoverSafeSignatures({ hash, signatures: signature })
    const signer = signers.find((candidate) => recovered && isAddressEqual(candidate, recovered.signer))
    if (!signer) {
      // A contract names its signer, so a non-listed one fails for every hash alike.
      if (entry.kind === 'CONTRACT_SIGNATURE') return null
      continue
    }
    if (entry.kind !== 'CONTRACT_SIGNATURE') return signer
    if (await isValidContractSignature(client, { signer, hash, preimage, signature: entry.dynamicPart ?? '0x' }))
      return signer
  }
  return null
}
