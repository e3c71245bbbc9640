import { InvalidInputError } from '../errors/InvalidInputError'
import type { StrongroomErrorOptions } from '../errors/StrongroomError'

/**
 * Why a sign-in message was refused. `MALFORMED`: not an EIP-4361 message in canonical layout. The others name the
 * relying-party check that failed (EIP-4361 "Security considerations": domain binding, URI, chain, validity window).
 */
export type SiweRejectionReason =
  | 'MALFORMED'
  | 'DOMAIN_MISMATCH'
  | 'URI_MISMATCH'
  | 'CHAIN_NOT_ALLOWED'
  | 'ISSUED_IN_FUTURE'
  | 'TOO_OLD'
  | 'EXPIRED'
  | 'NOT_YET_VALID'

/**
 * A Sign-In with Ethereum message that this relying party does not accept. Branch on {@link reason}, never on the
 * message text; the message is one sentence fit for a user.
 */
export class SiweMessageRejectedError extends InvalidInputError {
  override name = 'SiweMessageRejectedError'
  readonly reason: SiweRejectionReason

  constructor(reason: SiweRejectionReason, message: string, options: StrongroomErrorOptions = {}) {
    super(message, { ...options, details: { reason, ...options.details } })
    this.reason = reason
  }
}
