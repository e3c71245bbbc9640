import { type Address, type Client, type Hash, type Hex, isAddressEqual } from 'viem'
import { readContract } from 'viem/actions'
import { safeL2Abi } from './abis/safeL2Abi'
import { isValidContractSignature } from './isValidContractSignature'
import { type EcRecover, type RecoveredSignature, recoverSafeSignatures } from './recoverSafeSignatures'
import { SafeSignatureRejectedError } from './SafeSignatureRejectedError'
import { splitSignatures } from './splitSignatures'

/** What every signature-verifying action takes besides the hash it checks. */
export type VerifySignaturesOptions = {
  /** The Safe the signatures are for (where approved hashes are read). */
  safe: Address
  /** The Safe's current owners. */
  owners: readonly Address[]
  /** The joined signatures: the `signatures` argument of `execTransaction`, or a confirmation's bytes. */
  signatures: Hex
  /** Who will send `execTransaction`: an approved-hash entry of this owner needs no `approveHash` (Safe.sol GS025). */
  executor?: Address | undefined
  /** ecrecover; viem's by default (a server may pass a native one). */
  recover?: EcRecover | undefined
}

/**
 * Attributes every entry of a Safe signature blob to an owner and proves it, by the rules of Safe 1.4.1
 * `checkNSignatures` (without the ascending order, which `joinSignatures` restores): ECDSA (v 27/28) and eth_sign
 * (v 31/32) entries are recovered off-chain; an approved-hash entry (v 1) counts when its owner is the executor or
 * `approvedHashes(owner, hash)` is set on the Safe; a contract entry (v 0) counts when the owner contract accepts it
 * (EIP-1271, see `isValidContractSignature`). Every signer must be a distinct current owner. Reads the chain through
 * `client` only for approved-hash and contract entries.
 * @returns the entries in blob order, each with its signer and kind.
 * @throws {InvalidInputError} when `hash` is not 32 bytes.
 * @throws {InvalidSignatureError} for malformed bytes or an ECDSA entry no key can have produced.
 * @throws {SafeSignatureRejectedError} naming the first entry that breaks a rule, and which rule.
 */
export async function verifySafeSignatures(
  client: Client,
  {
    hash,
    preimage,
    safe,
    owners,
    signatures,
    executor,
    recover,
  }: VerifySignaturesOptions & {
    hash: Hash
    /** The bytes `hash` is the keccak256 of, for owner contracts answering the legacy EIP-1271 form. */
    preimage: Hex
  },
): Promise<RecoveredSignature[]> {
  const recovered = await recoverSafeSignatures({ hash, signatures, ...(recover ? { recover } : {}) })
  const parsed = splitSignatures(signatures)
  const seen: Address[] = []
  for (const [index, entry] of recovered.entries()) {
    const { signer } = entry
    if (!owners.some((owner) => isAddressEqual(owner, signer)))
      throw new SafeSignatureRejectedError(`Signature ${index} is by ${signer}, who is not an owner of the Safe.`, {
        reason: 'NOT_AN_OWNER',
        index,
        signer,
      })
    if (seen.some((earlier) => isAddressEqual(earlier, signer)))
      throw new SafeSignatureRejectedError(`Signature ${index} is a second signature of owner ${signer}.`, {
        reason: 'DUPLICATE_SIGNER',
        index,
        signer,
      })
    seen.push(signer)
    if (entry.kind === 'APPROVED_HASH' && !(executor && isAddressEqual(executor, signer))) {
      const approved = await readContract(client, {
        address: safe,
        abi: safeL2Abi,
        functionName: 'approvedHashes',
        args: [signer, hash],
      })
      if (approved === 0n)
        throw new SafeSignatureRejectedError(
          `Signature ${index}: owner ${signer} has not approved the hash on chain (approveHash).`,
          { reason: 'HASH_NOT_APPROVED', index, signer },
        )
    }
    if (entry.kind === 'CONTRACT_SIGNATURE') {
      const signature = parsed[index]?.dynamicPart ?? '0x'
      if (!(await isValidContractSignature(client, { signer, hash, preimage, signature })))
        throw new SafeSignatureRejectedError(
          `Signature ${index}: the owner contract ${signer} does not accept its signature (EIP-1271).`,
          { reason: 'CONTRACT_SIGNATURE_INVALID', index, signer },
        )
    }
  }
  return recovered
}
