import { NotFoundError } from '../errors/NotFoundError'

/** No delegation matches the delegate, delegator (and Safe) a removal names. */
export class DelegateNotFoundError extends NotFoundError {
  override name = 'DelegateNotFoundError'

  constructor(details: { chainId: string; delegate: string; delegator: string; safe: string | null }) {
    super(`Delegate ${details.delegate} of ${details.delegator} not found on chain ${details.chainId}`, { details })
  }
}
