import { concat, type Hex, isHex, numberToHex, size, slice } from 'viem'
import { InvalidSignatureError } from '../errors'

/**
 * Rewrites a wallet's 65-byte ECDSA signature into the `v` the Safe expects for its kind. Some wallets and hardware
 * devices return v ∈ {0, 1} (the recovery id); `ETH_SIGN` signatures must carry v + 4 so the Safe applies the EIP-191
 * prefix before ecrecover.
 * - `EOA`: 0/1 → 27/28; 27/28 kept.
 * - `ETH_SIGN`: 0/1 → 31/32; 27/28 → 31/32; 31/32 kept.
 * @throws {InvalidSignatureError} when the signature is not 65 bytes or its v fits neither rule.
 */
export function adjustSignatureV({ signature, kind }: { signature: Hex; kind: 'EOA' | 'ETH_SIGN' }): Hex {
  if (!isHex(signature, { strict: true }) || signature.length !== 132)
    throw new InvalidSignatureError('An ECDSA signature must be 65 bytes of hex.', {
      details: { size: isHex(signature, { strict: true }) ? size(signature) : undefined, signature },
    })
  const v = Number.parseInt(signature.slice(130), 16)
  const target = kind === 'EOA' ? 27 : 31
  let adjusted: number | undefined
  if (v === 0 || v === 1) adjusted = v + target
  else if (v === 27 || v === 28) adjusted = v - 27 + target
  else if (kind === 'ETH_SIGN' && (v === 31 || v === 32)) adjusted = v
  if (adjusted === undefined)
    throw new InvalidSignatureError(`Signature v = ${v} cannot be used as an ${kind} signature.`, {
      details: { v, kind },
    })
  return concat([slice(signature, 0, 64), numberToHex(adjusted, { size: 1 })])
}
