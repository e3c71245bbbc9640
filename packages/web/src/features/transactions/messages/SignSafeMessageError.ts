import { StrongroomError } from '@strongroom/protocol'

/**
 * The step of signing a message that failed: checking the message and its confirmations, the wallet's signature, or
 * handing the signature to the gateway.
 */
export type SignMessageStep = 'checking' | 'signing' | 'submitting'

/** Signing a Safe message failed at `step`; the message is the sentence the screen shows. */
export class SignSafeMessageError extends StrongroomError {
  override name = 'SignSafeMessageError'

  constructor(
    message: string,
    readonly step: SignMessageStep,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause, details: { step, ...options.details } })
  }
}
