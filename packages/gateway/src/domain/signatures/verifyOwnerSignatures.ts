import { type RecoveredSignature, recoverSafeSignatures, safeL2Abi, splitSignatures } from '@strongroom/protocol'
import type { Address, Hash, Hex, PublicClient } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import { isValidContractSignature } from './isValidContractSignature'

/**
 * Attributes every entry of a Safe signature blob to an owner and proves it (transaction-service rules, indexing.md
 * §4.1): ECDSA and eth_sign entries are recovered off-chain; an approved-hash entry needs `approvedHashes(owner, hash)`
 * set on chain; a contract entry needs the owner's EIP-1271 answer. Every signer must be a current owner, once.
 * @throws {InvalidSignatureError} for malformed bytes.
 * @throws {RuleViolationError} naming the first entry that fails.
 */
export async function verifyOwnerSignatures({
  client,
  safe,
  owners,
  hash,
  preimage,
  signatures,
}: {
  client: PublicClient
  safe: Address
  owners: readonly Address[]
  hash: Hash
  /** The 66-byte EIP-712 preimage of `hash`, for legacy EIP-1271 owners. */
  preimage: Hex
  signatures: Hex
}): Promise<RecoveredSignature[]> {
  const recovered = await recoverSafeSignatures({ hash, signatures })
  const ownerSet = new Set(owners)
  const seen = new Set<Address>()
  for (const [index, entry] of recovered.entries()) {
    if (!ownerSet.has(entry.signer))
      throw new RuleViolationError(`Signature ${index} is by ${entry.signer}, who is not an owner of the Safe`, {
        details: { index, signer: entry.signer },
      })
    if (seen.has(entry.signer))
      throw new RuleViolationError(`Owner ${entry.signer} signed twice`, { details: { index, signer: entry.signer } })
    seen.add(entry.signer)
    if (entry.kind === 'APPROVED_HASH') {
      const approved = await client.readContract({
        address: safe,
        abi: safeL2Abi,
        functionName: 'approvedHashes',
        args: [entry.signer, hash],
      })
      if (approved === 0n)
        throw new RuleViolationError(`Owner ${entry.signer} has not approved the hash on chain (approveHash)`, {
          details: { index, signer: entry.signer },
        })
    }
    if (entry.kind === 'CONTRACT_SIGNATURE') {
      const signature = splitSignatures(entry.signature)[0]?.dynamicPart ?? '0x'
      const valid = await isValidContractSignature({ client, signer: entry.signer, hash, preimage, signature })
      if (!valid)
        throw new RuleViolationError(`Contract signature of owner ${entry.signer} is not valid (EIP-1271)`, {
          details: { index, signer: entry.signer },
        })
    }
  }
  return recovered
}
