import type { Hex } from 'viem'
import { SafeTxFlowError, type SafeTxFlowStep } from './SafeTxFlowError'

/** Proposing the rejection of a Safe transaction failed at `step`; `signature` as in {@link ConfirmSafeTxError}. */
export class RejectSafeTxError extends SafeTxFlowError {
  override name = 'RejectSafeTxError'

  constructor(message: string, step: SafeTxFlowStep, options: { cause?: unknown; signature?: Hex | undefined } = {}) {
    super(message, step, { cause: options.cause })
    this.signature = options.signature
  }

  readonly signature: Hex | undefined
}
