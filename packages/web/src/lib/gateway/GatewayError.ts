import { StrongroomError } from '@strongroom/protocol'

/** Why a gateway call failed: no answer, an HTTP error answer, or an answer that does not match the wire schema. */
export type GatewayFailure = 'unreachable' | 'http' | 'invalid-response'

/**
 * A gateway request failed. The message is a sentence a user may read (no status code, URL or server text); what the
 * gateway said (`{code, message}` body), the status and the URL go to `details` for whoever debugs it. Every function
 * of lib/gateway raises this one type, so a screen tells failures apart by `failure` and `status`, never by parsing.
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

  /** The request needs a session this browser does not hold (HTTP 401): never signed in, signed out, or expired. */
  get isUnauthenticated(): boolean {
    return this.status === 401
  }
}
