import { StrongroomError } from '@strongroom/protocol'

/** Where a spend stopped: the checks before the wallet, the wallet, the chain, or done. */
export type SpendStep = 'check' | 'wallet' | 'mining' | 'done'

/** Why a spend did not happen, in a sentence for the screen, with the step it stopped at. */
export class SpendAllowanceError extends StrongroomError {
  override name = 'SpendAllowanceError'
  constructor(
    message: string,
    readonly step: SpendStep,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause, details: { step } })
  }
}
