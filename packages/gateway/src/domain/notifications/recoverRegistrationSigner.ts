import { adjustSignatureV, InvalidSignatureError } from '@strongroom/protocol'
import { type Address, type Hash, type Hex, hashMessage, recoverAddress } from 'viem'

/**
 * The two addresses a 65-byte registration signature may come from: signed over the raw hash, or over its EIP-191
 * digest (`personal_sign` of the 32 bytes). Only ECDSA is accepted, as the transaction service does for devices.
 * @throws {InvalidSignatureError} for a v that fits no ECDSA signature or bytes no key can have produced.
 */
export async function recoverRegistrationSigner({
  hash,
  signature,
}: {
  hash: Hash
  signature: Hex
}): Promise<{ raw: Address; eip191: Address }> {
  const adjusted = adjustSignatureV({ signature, kind: 'EOA' })
  try {
    const [raw, eip191] = await Promise.all([
      recoverAddress({ hash, signature: adjusted }),
      recoverAddress({ hash: hashMessage({ raw: hash }), signature: adjusted }),
    ])
    return { raw, eip191 }
  } catch (cause) {
    throw new InvalidSignatureError('Registration signature is not a valid ECDSA signature.', { cause })
  }
}
