import { UserRejectedRequestError, BaseError as ViemBaseError } from 'viem'
import { GatewayError } from '../../lib/gateway/GatewayError'

/** A sentence about why adding or removing a proposer failed; nothing changed. */
export function describeProposerError(error: unknown): string {
  if (error instanceof ViemBaseError && error.walk((cause) => cause instanceof UserRejectedRequestError))
    return 'The wallet declined to sign, so nothing changed.'
  if (error instanceof GatewayError) {
    if (error.status === 401) return 'Sign in with the connected wallet first, then try again. Nothing changed.'
    if (error.status === 403)
      return 'Only an owner of this Safe (or the proposer itself, to step down) can change its proposers. Nothing changed.'
    if (error.status === 404) return 'This proposer is not registered any more. Nothing changed.'
    if (error.status === 422)
      return 'The gateway did not accept the signature: the connected wallet must be an owner of this Safe (or the proposer, to step down). Nothing changed.'
    if (error.failure === 'unreachable') return 'The gateway could not be reached. Try again in a moment.'
    return `The gateway refused: ${error.message} Nothing changed.`
  }
  return 'The proposers could not be changed. Try again.'
}
