import type { Address } from 'viem'
import { InvalidSignatureError } from '../errors'

/**
 * Why a well-formed signature entry does not count for a Safe:
 * - `NOT_AN_OWNER`: its signer is not among the Safe's owners.
 * - `DUPLICATE_SIGNER`: an earlier entry is by the same owner.
 * - `HASH_NOT_APPROVED`: an approved-hash entry (v = 1) whose owner neither executes nor called `approveHash`.
 * - `CONTRACT_SIGNATURE_INVALID`: the owner contract does not answer `isValidSignature` with the magic value.
 */
export type SignatureRejection =
  | 'NOT_AN_OWNER'
  | 'DUPLICATE_SIGNER'
  | 'HASH_NOT_APPROVED'
  | 'CONTRACT_SIGNATURE_INVALID'

/**
 * One entry of a Safe signature blob breaks a rule the Safe itself applies (`checkNSignatures`), so executing with it
 * would fail. Names the entry's position, its signer and the rule. An {@link InvalidSignatureError}, so edges that map
 * bad signatures keep doing so.
 */
export class SafeSignatureRejectedError extends InvalidSignatureError {
  override name = 'SafeSignatureRejectedError'
  readonly reason: SignatureRejection
  /** Position of the entry in the blob (0-based). */
  readonly index: number
  readonly signer: Address

  constructor(
    message: string,
    { reason, index, signer, cause }: { reason: SignatureRejection; index: number; signer: Address; cause?: unknown },
  ) {
    super(message, { cause, details: { reason, index, signer } })
    this.reason = reason
    this.index = index
    this.signer = signer
  }
}
