import { StrongroomError } from '@strongroom/protocol'

/** A request to index a new Safe the gateway will not take now (client over its rate, queue full); answered 429. */
export class SafeAdmissionError extends StrongroomError {
  override name = 'SafeAdmissionError'
  /** Whole seconds after which asking again can succeed. */
  readonly retryAfterSeconds: number

  constructor(message: string, { retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(message, { details: { retryAfterSeconds } })
    this.retryAfterSeconds = retryAfterSeconds
  }
}
