import { InvalidSignatureError } from '../errors'

/**
 * How Safe.sol `checkNSignatures` verifies one 65-byte signature entry, chosen by its `v` byte:
 * - `CONTRACT_SIGNATURE` (v = 0): EIP-1271 owner; r = owner, s = offset of its dynamic part.
 * - `APPROVED_HASH` (v = 1): r = owner who called `approveHash` (or is the executor).
 * - `EOA` (v = 27/28): ECDSA over the hash itself, e.g. from `eth_signTypedData`.
 * - `ETH_SIGN` (v = 31/32): ECDSA over the EIP-191 `personal_sign` digest of the hash, v shifted by 4.
 */
export type SignatureKind = 'EOA' | 'ETH_SIGN' | 'APPROVED_HASH' | 'CONTRACT_SIGNATURE'

/**
 * Maps a signature's `v` byte to the way the Safe checks it. Values the Safe would accept but that can never verify
 * (ecrecover with v ∉ {27, 28}) are rejected here instead of failing later on chain with GS026.
 * @throws {InvalidSignatureError} for any other `v`.
 */
export function getSignatureKind(v: number): SignatureKind {
  if (v === 0) return 'CONTRACT_SIGNATURE'
  if (v === 1) return 'APPROVED_HASH'
  if (v === 27 || v === 28) return 'EOA'
  if (v === 31 || v === 32) return 'ETH_SIGN'
  throw new InvalidSignatureError(`Signature v = ${v} is not a Safe signature type (0, 1, 27, 28, 31 or 32).`, {
    details: { v },
  })
}
