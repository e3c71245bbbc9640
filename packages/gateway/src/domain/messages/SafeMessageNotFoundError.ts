import { NotFoundError } from '../errors/NotFoundError'

/** No off-chain message with that SafeMessage hash is stored for that chain. */
export class SafeMessageNotFoundError extends NotFoundError {
  override name = 'SafeMessageNotFoundError'

  constructor({ chainId, messageHash }: { chainId: string; messageHash: string }) {
    super(`Message ${messageHash} not found on chain ${chainId}`, { details: { chainId, messageHash } })
  }
}
