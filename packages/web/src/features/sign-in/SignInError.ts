import { StrongroomError } from '@strongroom/protocol'

/** The step of a sign-in that failed: getting a nonce, the wallet's signature, or the gateway's check of it. */
export type SignInStep = 'prepare' | 'sign' | 'verify'

/** A sign-in failed at `step`; the message is the sentence the dialog shows. */
export class SignInError extends StrongroomError {
  override name = 'SignInError'

  constructor(
    message: string,
    readonly step: SignInStep,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause, details: { step, ...options.details } })
  }
}
