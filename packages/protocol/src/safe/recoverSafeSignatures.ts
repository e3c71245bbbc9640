import { type Address, concat, type Hash, type Hex, hashMessage, isHash, numberToHex, recoverAddress } from 'viem'
import { InvalidInputError, InvalidSignatureError } from '../errors'
import { joinSignatures } from './joinSignatures'
import type { SignatureKind } from './SignatureKind'
import { type ParsedSignature, splitSignatures } from './splitSignatures'

/** One signature entry attributed to its signer. */
export type RecoveredSignature = {
  /** Recovered (EOA, ETH_SIGN) or claimed (APPROVED_HASH, CONTRACT_SIGNATURE) signer, checksummed. */
  signer: Address
  kind: SignatureKind
  /**
   * This entry alone, encoded so that it can be stored and later passed back to `joinSignatures` without a kind: the
   * 65-byte static part, or for a contract signature the static part with offset 65 followed by its dynamic part.
   */
  signature: Hex
  /**
   * True when the signature proves nothing off-chain: an approved hash must exist in `approvedHashes` (or the signer
   * must execute), and a contract must answer `isValidSignature` with the magic value.
   */
  needsOnChainCheck: boolean
}

/**
 * Attributes each entry of a Safe signature blob to a signer, in blob order, without touching a chain: ECDSA entries
 * are recovered over `hash` (eth_sign ones over its EIP-191 digest, with v − 4, as Safe.sol does); approved-hash and
 * contract entries return the owner they name, flagged `needsOnChainCheck`. Whether signers are owners, distinct and
 * ascending is the caller's rule to apply.
 * @throws {InvalidInputError} when `hash` is not 32 bytes of hex.
 * @throws {InvalidSignatureError} for a malformed blob or an ECDSA entry no key can have produced.
 */
export async function recoverSafeSignatures({
  hash,
  signatures,
  recover = recoverAddress,
}: {
  hash: Hash
  signatures: Hex
  /** ecrecover of a 65-byte signature over a digest; viem's by default (a server may pass a native/WASM one). */
  recover?: EcRecover
}): Promise<RecoveredSignature[]> {
  if (!isHash(hash)) throw new InvalidInputError('Hash must be 32 bytes of hex.', { details: { hash } })
  const parsed = splitSignatures(signatures)
  return Promise.all(parsed.map((entry, index) => recoverOne(hash, entry, index, recover)))
}

/** Recovers the address that signed `hash` with a 65-byte r‖s‖v `signature`; throws when none can have. */
export type EcRecover = (args: { hash: Hash; signature: Hex }) => Address | Promise<Address>

async function recoverOne(
  hash: Hash,
  entry: ParsedSignature,
  index: number,
  recover: EcRecover,
): Promise<RecoveredSignature> {
  const { kind, claimedSigner } = entry
  if (claimedSigner !== undefined) {
    const signature =
      kind === 'CONTRACT_SIGNATURE'
        ? joinSignatures([{ signer: claimedSigner, data: entry.dynamicPart ?? '0x', kind }])
        : entry.staticPart
    return { signer: claimedSigner, kind, signature, needsOnChainCheck: true }
  }
  const isEthSign = kind === 'ETH_SIGN'
  const digest = isEthSign ? hashMessage({ raw: hash }) : hash
  const ecdsa = isEthSign ? concat([entry.r, entry.s, numberToHex(entry.v - 4, { size: 1 })]) : entry.staticPart
  try {
    const signer = await recover({ hash: digest, signature: ecdsa })
    return { signer, kind, signature: entry.staticPart, needsOnChainCheck: false }
  } catch (cause) {
    throw new InvalidSignatureError(`Signature ${index} is not a valid ECDSA signature.`, {
      cause,
      details: { index, kind },
    })
  }
}
