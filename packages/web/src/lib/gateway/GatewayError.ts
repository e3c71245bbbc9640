import { StrongroomError } from '@strongroom/protocol'

/** Why a gateway call failed: no answer, an HTTP error answer, or an answer that does not match the wire schema. */
export type GatewayFailure = 'unreachable' | 'http' | 'invalid-response'

/**
 * A gateway request failed. For an HTTP error the message is the body's `code: message`, as the Safe gateway SDK
 * shows it (gateway-api.md §3.2); otherwise a sentence saying what happened. `status` is the HTTP status, if any.
 */
export class GatewayError extends StrongroomError {
  override name = 'GatewayError'

  constructor(
    message: string,
    readonly failure: GatewayFailure,
    readonly status: number | undefined,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause, details: { failure, status, ...options.details } })
  }

  /** The resource does not exist (HTTP 404): a wrong address, or an endpoint this gateway does not serve. */
  get isNotFound(): boolean {
    return this.status === 404
  }
}
