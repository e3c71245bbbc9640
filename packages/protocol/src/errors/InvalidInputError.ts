import { StrongroomError } from './StrongroomError'

/**
 * A value handed to us (by a user, a client, a wallet or a peer service) does not have the required shape or range.
 * Retrying with the same input can never succeed; an HTTP edge maps this family to a 4xx answer.
 */
export class InvalidInputError extends StrongroomError {
  override name = 'InvalidInputError'
}
