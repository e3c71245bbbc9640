import type { StrongroomErrorOptions } from '@strongroom/protocol'
import { IndexerError } from '../IndexerError'

/**
 * The chain's node answered something the gateway cannot use (docs/rpc-providers.md §8): another chain, a malformed or
 * out-of-filter answer, a silently truncated list, an empty answer where the chain holds data. Its message is a
 * sentence of ours naming the chain, never the node's URL or text, so /health and the HTTP answers may show it.
 * Nothing read with it is stored: the step fails and is retried.
 */
export class NodeAnswerError extends IndexerError {
  override name = 'NodeAnswerError'

  constructor(message: string, options: StrongroomErrorOptions & { retryable?: boolean } = {}) {
    super(message, { ...options, retryable: options.retryable ?? true })
  }
}
