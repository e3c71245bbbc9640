import { NotFoundError } from './NotFoundError'

/** The request names a chain id this gateway has no configuration for. */
export class ChainNotServedError extends NotFoundError {
  override name = 'ChainNotServedError'

  constructor(chainId: string) {
    super(`Chain ${chainId} not served`, { details: { chainId } })
  }
}
