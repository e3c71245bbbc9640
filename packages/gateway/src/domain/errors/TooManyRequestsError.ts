import { StrongroomError } from '@strongroom/protocol'

/** A client address asked more than its share (rate limit, open event streams, new Safes to index); answered 429 with Retry-After. */
export class TooManyRequestsError extends StrongroomError {
  override name = 'TooManyRequestsError'
  /** Whole seconds after which the same request can succeed. */
  readonly retryAfterSeconds: number

  constructor(message: string, { retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(message, { details: { retryAfterSeconds } })
    this.retryAfterSeconds = retryAfterSeconds
  }
}
