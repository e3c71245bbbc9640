import { StrongroomError, type StrongroomErrorOptions } from '@strongroom/protocol'

/**
 * A failure inside the indexer. `retryable` errors (RPC hiccups, a chain that moved during a fetch) make the indexer
 * back off and retry the step; the others stop it until the operator intervenes (wrong chain, broken invariant).
 */
export class IndexerError extends StrongroomError {
  override name = 'IndexerError'
  readonly retryable: boolean

  constructor(message: string, options: StrongroomErrorOptions & { retryable: boolean }) {
    super(message, options)
    this.retryable = options.retryable
  }
}
