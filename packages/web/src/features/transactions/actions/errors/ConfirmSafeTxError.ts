import type { Hex } from 'viem'
import { SafeTxFlowError, type SafeTxFlowStep } from './SafeTxFlowError'

/**
 * Confirming a Safe transaction failed at `step`. After the wallet signed, `signature` keeps the owner's signature so
 * that a retry posts it again without a second prompt (the gateway was unreachable: nothing is lost).
 */
export class ConfirmSafeTxError extends SafeTxFlowError {
  override name = 'ConfirmSafeTxError'

  constructor(message: string, step: SafeTxFlowStep, options: { cause?: unknown; signature?: Hex | undefined } = {}) {
    super(message, step, { cause: options.cause })
    this.signature = options.signature
  }

  readonly signature: Hex | undefined
}
