import { StrongroomError } from '@strongroom/protocol'

/** Why an RPC URL was not accepted: no answer, not a JSON-RPC node, or a node of another chain. */
export type RpcCheckFailure = 'unreachable' | 'not-json-rpc' | 'wrong-chain'

/** An RPC URL failed its check before saving; the message is the sentence shown under the field. */
export class RpcCheckError extends StrongroomError {
  override name = 'RpcCheckError'

  constructor(
    message: string,
    readonly failure: RpcCheckFailure,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause, details: { failure, ...options.details } })
  }
}
