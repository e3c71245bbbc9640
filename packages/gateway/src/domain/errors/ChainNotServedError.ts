import { NotFoundError } from './NotFoundError'

/** The request names a chain id this gateway has no configuration for. */
export class ChainNotServedError extends NotFoundError {
  override name = 'ChainNotServedError'

  /** `served`: the chain ids the gateway serves, named in the sentence so that the reader knows where to go instead. */
  constructor(chainId: string, served: readonly string[] = []) {
    const elsewhere =
      served.length === 0 ? '' : ` (it serves ${served.length === 1 ? 'chain' : 'chains'} ${served.join(', ')})`
    super(
      `This gateway does not serve chain ${chainId}${elsewhere}; its operator can add the chain to the gateway's configuration.`,
      { details: { chainId } },
    )
  }
}
