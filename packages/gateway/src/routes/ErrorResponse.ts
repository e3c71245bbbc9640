import type { GatewayError } from '@strongroom/protocol'

/** The HTTP answer for a failed request. */
export type ErrorResponse = {
  statusCode: number
  body: GatewayError
  /** worth an error log */
  unexpected: boolean
  /** Sent as Retry-After (429 answers the rate limiter does not build itself). */
  retryAfterSeconds?: number
}
