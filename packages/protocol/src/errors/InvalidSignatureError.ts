import { InvalidInputError } from './InvalidInputError'

/**
 * Signature bytes are malformed or cannot be attributed to a signer: wrong length, an unknown `v`, a contract-signature
 * offset outside the data, or a point ECDSA recovery rejects. A special case of {@link InvalidInputError}.
 */
export class InvalidSignatureError extends InvalidInputError {
  override name = 'InvalidSignatureError'
}
