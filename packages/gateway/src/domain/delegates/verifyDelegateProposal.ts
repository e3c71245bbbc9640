import { encodeSafeTxData, type SafeTx, splitSignatures } from '@strongroom/protocol'
import type { Address, Hash, Hex, PublicClient } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import { verifyDelegateSignature } from './verifyDelegateSignature'

/**
 * The signature a delegate may attach to its own proposal (transaction service propose rules, docs/indexing.md §4.1): one
 * entry, by the delegate itself, over the safeTxHash. It makes the proposal trusted but is never a confirmation: a
 * delegate's signature does not count toward the threshold.
 * @throws {InvalidSignatureError} for malformed bytes.
 * @throws {RuleViolationError} for several entries or a signature not by the delegate.
 */
export async function verifyDelegateProposal({
  client,
  chainId,
  safe,
  tx,
  safeTxHash,
  delegate,
  signature,
}: {
  client: PublicClient
  chainId: number
  safe: Address
  tx: SafeTx
  safeTxHash: Hash
  delegate: Address
  signature: Hex
}): Promise<void> {
  const entries = splitSignatures(signature).length
  if (entries !== 1)
    throw new RuleViolationError(`A delegate proposes with its own signature only, got ${entries} signatures`, {
      details: { entries },
    })
  const signer = await verifyDelegateSignature({
    client,
    signature,
    hashes: [{ hash: safeTxHash, preimage: encodeSafeTxData({ chainId, safeAddress: safe, tx }) }],
    signers: [delegate],
  })
  if (!signer)
    throw new RuleViolationError(`The signature is not by the delegate ${delegate} who sends the proposal`, {
      details: { delegate },
    })
}
