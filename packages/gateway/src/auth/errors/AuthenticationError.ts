import { StrongroomError } from '@strongroom/protocol'

/**
 * The caller is not (or no longer) signed in, or its sign-in proof failed: a missing or expired session, a nonce that
 * is unknown, used or expired, a signature that does not verify. Answered with 401.
 */
export class AuthenticationError extends StrongroomError {
  override name = 'AuthenticationError'
}
